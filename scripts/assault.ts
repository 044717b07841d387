// npm run assault -- --scenario FILE [--json]
import { assaultCommand } from "@/lib/cli/assault-command";
import { runAsScript } from "@/lib/cli/command";

runAsScript(assaultCommand);
