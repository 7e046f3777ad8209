package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class HelpAndVersionTest {

    @Test
    void helpOnEveryCommandExitsZeroAndPrintsItsUsage() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.commandLine(), new ArrayList<>(), paths);
        assertTrue(paths.size() >= 3, paths.toString()); // pcmemu, pcmemu run, pcmemu run broadcast
        for (List<String> path : paths) {
            List<String> args = new ArrayList<>(path);
            args.add("--help");
            Invocation run = Invocation.of(args.toArray(String[]::new));
            assertEquals(0, run.exitCode(), args + ": " + run.err());
            assertEquals("", run.err(), args.toString());
            assertTrue(run.out().startsWith("Usage: pcmemu" + (path.isEmpty() ? "" : " " + String.join(" ", path))),
                    args + ": " + run.out());
        }
    }

    /* Every help, the top-level one included, lists all four exit codes, 3 (a broken claim) too. */
    @Test
    void everyHelpListsEveryExitCode() {
        for (List<String> path : commandPaths()) {
            String help = help(path);
            int exitCodes = help.indexOf("\nExit codes:\n");
            assertTrue(exitCodes >= 0, path + ": " + help);
            String list = help.substring(exitCodes);
            for (String code : List.of("0", "1", "2", "3")) {
                assertTrue(list.matches("(?s).*\n  " + code + " +\\S.*"), path + " lacks exit code " + code + ": " + list);
            }
            assertTrue(list.contains("breaks the claim"), path + ": " + list);
        }
    }

    @Test
    void broadcastHelpNamesEveryModelParameter() {
        Invocation run = Invocation.of("run", "broadcast", "--help");
        for (String option : List.of("--model", "--P", "--p", "--L", "--o", "--g", "--lambda", "--cost", "--algorithm",
                "--k", "--words", "--threads", "--timeout", "--trace", "--json", "--quiet", "bsp", "two-phase")) {
            assertTrue(run.out().contains(option), option);
        }
    }

    @Test
    void versionPrintsTheProjectVersion() throws Exception {
        Invocation run = Invocation.of("--version");
        assertEquals(0, run.exitCode());
        String version = VersionProvider.projectVersion();
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version); // filtered in by Maven
        assertTrue(run.out().startsWith("pcmemu " + version + "\n"), run.out());
    }

    private static List<List<String>> commandPaths() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.commandLine(), new ArrayList<>(), paths);
        return paths;
    }

    private static String help(List<String> path) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        Invocation run = Invocation.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), args + ": " + run.err());
        return run.out();
    }

    private static void collect(CommandLine cmd, List<String> path, List<List<String>> into) {
        into.add(List.copyOf(path));
        cmd.getSubcommands().forEach((name, sub) -> {
            List<String> longer = new ArrayList<>(path);
            longer.add(name);
            collect(sub, longer, into);
        });
    }
}
