package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
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

    /*
     * At the default 80 columns no line break falls inside an option token ("--mod" / "el",
     * "--bandwidth=G" / "(K)]"), and every example line of the help is whole: both as in the same
     * help printed too wide to wrap.
     */
    @Test
    void noHelpLineBreaksInsideAnOptionOrAnExample() {
        for (List<String> path : commandPaths()) {
            String narrow = help(path);
            assertTrue(narrow.lines().allMatch(line -> line.length() <= 80), path + ":\n" + narrow);
            CommandLine wideCli = Main.commandLine();
            wideCli.setUsageHelpWidth(1000);
            List<String> args = new ArrayList<>(path);
            args.add("--help");
            String wide = Invocation.on(wideCli, args.toArray(String[]::new)).out();
            List<String> narrowTokens = optionTokens(narrow);
            List<String> wideTokens = optionTokens(wide);
            List<String> pieces = new ArrayList<>(narrowTokens); // what a line break left of a token
            wideTokens.forEach(pieces::remove);
            List<String> broken = new ArrayList<>(wideTokens);
            narrowTokens.forEach(broken::remove);
            assertTrue(pieces.isEmpty() && broken.isEmpty(),
                    path + ": " + broken + " split across lines as " + pieces + ":\n" + narrow);
            List<String> narrowLines = narrow.lines().map(String::stripTrailing).toList();
            wide.lines().map(String::stripTrailing).filter(line -> line.startsWith("  pcmemu "))
                    .forEach(example -> assertTrue(narrowLines.contains(example), path + ": " + example));
        }
    }

    private static final Pattern OPTION_TOKEN = Pattern.compile("--[A-Za-z][A-Za-z0-9-]*(=[^\\s\\[\\]]*)?");

    private static List<String> optionTokens(String help) {
        return OPTION_TOKEN.matcher(help).results().map(MatchResult::group).toList();
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
