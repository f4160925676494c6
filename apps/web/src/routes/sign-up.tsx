import { SignInScreen } from '@/app/sign-in-screen';

export function Component() {
  return <SignInScreen mode="sign-up" />;
}
