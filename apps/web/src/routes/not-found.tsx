export { NotFoundFrame as Component } from '@/components/ui/error-frame';
