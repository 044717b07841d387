// npm run simulate -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { runAsScript } from "@/lib/cli/command";
import { simulateCommand } from "@/lib/cli/simulate-command";

runAsScript(simulateCommand);
