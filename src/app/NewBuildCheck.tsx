import { useActorRef } from "@xstate/react";
import { liveNewBuildCheck, pageBuild } from "../flows/new-build-check/live.ts";
import { inspect } from "../inspect.ts";

function Check({ currentBuild }: { currentBuild: string }): null {
  useActorRef(liveNewBuildCheck, { inspect, input: { currentBuild } });
  return null;
}

/**
 * Mount once (lazily, off the critical path) in the app: runs the hourly check for the page's build,
 * whose id the server writes into `<meta name="build">` (server/web/build-id.ts); without it (the Vite
 * dev server) nothing runs. Renders nothing.
 */
export default function NewBuildCheck() {
  const currentBuild = pageBuild();
  return currentBuild ? <Check currentBuild={currentBuild} /> : null;
}
