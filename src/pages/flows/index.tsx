// The shell loads src/pages/flows/index.tsx for the route key `flows` (src/app/pages.ts).
export { default } from "./FlowsPage.tsx";
