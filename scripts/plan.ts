// npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--in-system] [--json]
import { runAsScript } from "@/lib/cli/command";
import { planCommand } from "@/lib/cli/plan-command";

runAsScript(planCommand);
