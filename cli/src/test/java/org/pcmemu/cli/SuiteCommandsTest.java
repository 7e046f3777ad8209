package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every command of the LogP suite shares with {@code run broadcast}: the common JSON fields,
 * {@code --threads}, {@code --trace}, {@code --help}, text rows. One small case per command.
 */
class SuiteCommandsTest {
    @TempDir
    Path dir;

    /* command, its own options, the arguments of one small run */
    static Stream<Arguments> commands() {
        return Stream.of(
                Arguments.of("summation", List.of("--time", "--operands", "--algorithm", "--operator"),
                        List.of("--P", "8", "--L", "5", "--o", "2", "--g", "4", "--operands", "80")),
                Arguments.of("alltoall", List.of("--items", "--algorithm"),
                        List.of("--P", "6", "--L", "6", "--o", "2", "--g", "4", "--items", "2")),
                Arguments.of("allreduce", List.of("--algorithm"),
                        List.of("--model", "postal", "--P", "13", "--lambda", "3")));
    }

    private static String[] args(String command, List<String> run, String... more) {
        List<String> all = new ArrayList<>(List.of("run", command));
        all.addAll(run);
        all.addAll(Arrays.asList(more));
        return all.toArray(String[]::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void jsonHasTheFieldsOfRunBroadcast(String command, List<String> options, List<String> run) throws Exception {
        JsonNode j = JsonOutput.of(args(command, run, "--json"));
        for (String field : List.of("command", "model", "algorithm", "parameters", "measured", "bound", "claim",
                "claimHolds", "boundSource", "ratio", "messages", "windows", "wallMillis", "threads", "capacity",
                "finishTimes")) {
            assertTrue(j.has(field), command + " lacks " + field + ": " + j);
        }
        assertEquals(command, j.get("command").asText());
        assertTrue(j.get("claimHolds").asBoolean(), j.toString());
        assertEquals(j.get("parameters").get("P").asInt(), j.get("finishTimes").size());
        assertEquals("virtual", j.get("threads").asText());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void platformThreadsGiveTheSameModelTimes(String command, List<String> options, List<String> run)
            throws Exception {
        JsonNode virtual = JsonOutput.of(args(command, run, "--json"));
        JsonNode platform = JsonOutput.of(args(command, run, "--json", "--threads", "platform", "--timeout", "30"));
        assertEquals("platform", platform.get("threads").asText());
        assertEquals(virtual.get("measured"), platform.get("measured"));
        assertEquals(virtual.get("finishTimes"), platform.get("finishTimes"));
        assertEquals(virtual.get("messages"), platform.get("messages"));
    }

    /* The trace has one SEND record per message, and the summary reports the file and its size. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void traceFileHasOneSendPerMessage(String command, List<String> options, List<String> run) throws Exception {
        Path file = dir.resolve(command + ".csv");
        JsonNode j = JsonOutput.of(args(command, run, "--json", "--trace", file.toString()));
        List<String> lines = Files.readAllLines(file);
        assertEquals("processor,event,start,end,peer,message,sendStart,arrival", lines.get(0));
        long sends = lines.stream().filter(l -> l.split(",")[1].equals("SEND")).count();
        assertEquals(j.get("messages").asLong(), sends);
        assertEquals(lines.size() - 1, j.get("trace").get("events").asLong());
        assertEquals("csv", j.get("trace").get("format").asText());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void helpNamesTheCommonAndTheCommandsOwnOptions(String command, List<String> options, List<String> run) {
        Invocation help = Invocation.of("run", command, "--help");
        assertEquals(0, help.exitCode(), help.err());
        List<String> expected = new ArrayList<>(List.of("--model", "--P", "--L", "--o", "--g", "--lambda",
                "--threads", "--timeout", "--trace", "--json", "--quiet"));
        expected.addAll(options);
        for (String option : expected) {
            assertTrue(help.out().contains(option), command + " --help lacks " + option);
        }
        assertTrue(help.out().contains("pcmemu run " + command + " --model"), "an example line: " + help.out());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void textHasTheCommonRowsAndTheFinishTimes(String command, List<String> options, List<String> run) {
        Invocation text = Invocation.of(args(command, run));
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().startsWith("pcmemu run " + command + "\n"), text.out());
        for (String row : List.of("model", "algorithm", "measured", "bound", "claim", "ratio", "messages",
                "wall time", "capacity")) {
            assertTrue(text.out().contains("\n  " + row + " "), command + " lacks row " + row + ":\n" + text.out());
        }
        assertTrue(text.out().contains("finish times (cycles), by processor:"), text.out());
        Invocation quiet = Invocation.of(args(command, run, "--quiet"));
        assertTrue(!quiet.out().contains("by processor"), quiet.out());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void listedUnderRunHelp(String command, List<String> options, List<String> run) {
        assertTrue(Invocation.of("run", "--help").out().contains("  " + command + " "), command);
    }
}
