package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Registry;

/**
 * A problem registered without a command class of its own runs through {@link RegistryCommand}:
 * the same problems run that way measure what their own commands measure, against the same bound,
 * so the registry's path is the run path a new problem gets.
 */
class RegistryCommandTest {

    static Stream<Arguments> runs() {
        return Stream.of(
                Arguments.of("broadcast", List.of("--P", "64")),
                Arguments.of("broadcast", List.of("--model", "bsp", "--P", "64", "--algorithm", "kary", "--k", "4")),
                Arguments.of("broadcast", List.of("--machine", "dbsp:latency=sqrt", "--P", "64")),
                Arguments.of("broadcast", List.of("--model", "bsp", "--P", "64", "--words", "100")),
                Arguments.of("broadcast", List.of("--model", "hpram", "--P", "64", "--algorithm", "heywood-ranka",
                        "--k", "4")),
                Arguments.of("summation", List.of("--P", "8", "--operands", "79")),
                Arguments.of("summation", List.of("--P", "8", "--time", "28")),
                Arguments.of("summation", List.of("--P", "8", "--operands", "80", "--operator", "matrix")),
                Arguments.of("alltoall", List.of("--model", "postal", "--P", "6", "--items", "2")),
                Arguments.of("allreduce", List.of("--P", "13", "--algorithm", "reduce-broadcast")),
                Arguments.of("fft", List.of("--P", "4", "--points", "64", "--algorithm", "cyclic")),
                Arguments.of("fft", List.of("--P", "4", "--points", "256", "--c", "2", "--local", "3", "--seed", "5")),
                Arguments.of("fft", List.of("--model", "bsp", "--P", "4", "--points", "256", "--algorithm",
                        "hybrid-naive", "--c", "0")),
                Arguments.of("alltoall", List.of("--P", "8", "--algorithm", "naive")),
                Arguments.of("kitem", List.of("--model", "postal", "--P", "8", "--lambda", "2", "--items", "3")),
                Arguments.of("kitem", List.of("--machine", "postal:lambda=3", "--P", "10", "--items", "8", "--table")),
                Arguments.of("continuous", List.of("--model", "postal", "--P", "7", "--lambda", "3")),
                Arguments.of("continuous", List.of("--model", "postal", "--P", "7", "--lambda", "3", "--table", "yes")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runs")
    void theRegistrysPathMeasuresWhatTheProblemsOwnCommandDoes(String problem, List<String> options) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", problem));
        args.addAll(options);
        args.add("--json");
        String[] line = args.toArray(String[]::new);
        Invocation own = Invocation.of(line);
        Invocation registry = Invocation.on(CommandTree.fromRegistryAlone(problem), line);
        assertEquals(0, own.exitCode(), own.err());
        assertEquals(0, registry.exitCode(), registry.err());
        JsonNode a = new ObjectMapper().readTree(own.out());
        JsonNode b = new ObjectMapper().readTree(registry.out());
        assertEquals(a.get("measured").asLong(), b.get("measured").asLong(), registry.out());
        assertEquals(a.get("bound").asLong(), b.get("bound").asLong(), registry.out());
        assertEquals(a.get("claim").asText(), b.get("claim").asText());
        assertEquals(a.get("parameters").get("P").asLong(), b.get("parameters").get("P").asLong());
        assertEquals(a.get("messages").asLong(), b.get("messages").asLong());
    }

    @Test
    void itsHelpIsTheRegistrysAndBadNamesAreOneLine() {
        for (String problem : Registry.problems()) {
            Invocation help = Invocation.on(CommandTree.fromRegistryAlone(problem), "run", problem, "--help");
            assertEquals(0, help.exitCode(), help.err());
            assertTrue(help.out().replaceAll("\\s+", " ").toLowerCase().contains(Registry.description(problem).toLowerCase()), help.out());
            for (String name : Registry.parameterNames(problem)) {
                List<String> choices = Registry.parameter(problem, name).choices();
                String shown = choices.isEmpty() ? "=N" : choices.equals(List.of("no", "yes")) ? "[=yes|no]"
                        : "=" + String.join("|", choices).toUpperCase(java.util.Locale.ROOT);
                assertTrue(help.out().contains("--" + name + shown), problem + " lacks --" + name + shown);
            }
        }
        Invocation bad = Invocation.on(CommandTree.fromRegistryAlone("broadcast"), "run", "broadcast", "--P", "8",
                "--model", "bsp", "--algorithm", "optimal");
        assertEquals(2, bad.exitCode());
        assertEquals("pcmemu: unknown broadcast algorithm 'optimal' for the bsp model (it runs on logp, postal)"
                + " (known: best, flat, binary, kary, two-phase)", bad.err().strip());
    }

    /*
     * The all-reduce needs 6 KB a processor where the model's figure is 1.6 KB (the heap figures'
     * file): a P that fits the model's figure in this JVM's heap but not the all-reduce's is
     * refused before any thread starts, naming the problem's figure.
     */
    @Test
    void aProblemsOwnHeapFigureRefusesWhatTheModelsWouldLetThrough() {
        long processors = Runtime.getRuntime().maxMemory() / 3_000;
        Invocation run = Invocation.of("run", "allreduce", "--model", "postal", "--P", Long.toString(processors));
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("allreduce on postal with " + processors + " processors (about 6 KB each)"),
                run.err());
    }
}
