// npm run advise -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { adviseCommand } from "@/lib/cli/advise-command";
import { runAsScript } from "@/lib/cli/command";

runAsScript(adviseCommand);
