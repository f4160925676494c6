/** AI imagery without a project (playground_generation credits). */
export { PlaygroundPage } from './playground-page';
