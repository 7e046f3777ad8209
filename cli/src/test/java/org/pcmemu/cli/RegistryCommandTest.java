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
import org.pcmemu.harness.Registry;

/**
 * {@code run PROBLEM} is built from the registry ({@link RegistryCommand}) and runs what compare
 * runs: for every problem, the same machine, algorithm and parameters give the same measured cost,
 * bound, claim and messages written as {@code run}'s options ({@code --machine}, {@code --NAME})
 * and as compare's ({@code --machine}, {@code --param NAME=VALUE}), and the claim holds.
 */
class RegistryCommandTest {

    /* problem, machine, P, algorithm, parameters as NAME=VALUE, options that only change what run prints */
    static Stream<Arguments> runs() {
        return Stream.of(
                Arguments.of("broadcast", "logp", 64, "optimal", List.of(), List.of()),
                Arguments.of("broadcast", "bsp", 64, "kary", List.of("k=4"), List.of()),
                Arguments.of("broadcast", "dbsp:latency=sqrt", 64, "root", List.of(), List.of()),
                Arguments.of("broadcast", "bsp", 64, "best", List.of("words=100"), List.of()),
                Arguments.of("broadcast", "hpram", 64, "heywood-ranka", List.of("k=4"), List.of()),
                Arguments.of("summation", "logp", 8, "optimal", List.of("operands=79"), List.of()),
                Arguments.of("summation", "logp", 8, "optimal", List.of("time=28"), List.of()),
                Arguments.of("summation", "logp", 8, "optimal", List.of("operands=80", "operator=matrix"), List.of()),
                Arguments.of("alltoall", "postal", 6, "staggered", List.of("items=2"), List.of()),
                Arguments.of("alltoall", "logp", 8, "naive", List.of(), List.of()),
                Arguments.of("allreduce", "logp", 13, "reduce-broadcast", List.of(), List.of()),
                Arguments.of("fft", "logp", 4, "cyclic", List.of("points=64"), List.of()),
                Arguments.of("fft", "logp", 4, "hybrid-staggered", List.of("points=256", "c=2", "local=3", "seed=5"),
                        List.of()),
                Arguments.of("fft", "bsp", 4, "hybrid-naive", List.of("points=256", "c=0"), List.of()),
                Arguments.of("kitem", "postal:lambda=2", 8, "optimal", List.of("items=3"), List.of()),
                Arguments.of("kitem", "postal:lambda=3", 10, "optimal", List.of("items=8"), List.of("--table")),
                Arguments.of("continuous", "postal:lambda=3", 7, "block-cyclic", List.of(), List.of("--table", "yes")));
    }

    @ParameterizedTest(name = "{0} on {1}, P = {2}, {3} {4}")
    @MethodSource("runs")
    void runMeasuresWhatCompareMeasures(String problem, String machine, int processors, String algorithm,
                                        List<String> parameters, List<String> printed) throws Exception {
        List<String> run = new ArrayList<>(List.of("run", problem, "--machine", machine, "--P",
                Integer.toString(processors), "--algorithm", algorithm, "--json"));
        List<String> compare = new ArrayList<>(List.of("compare", problem, "--machine", machine, "--P",
                Integer.toString(processors), "--algorithm", algorithm, "--json"));
        for (String pair : parameters) {
            run.addAll(List.of("--" + pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1)));
            compare.addAll(List.of("--param", pair));
        }
        run.addAll(printed);
        Invocation single = Invocation.of(run.toArray(String[]::new));
        Invocation table = Invocation.of(compare.toArray(String[]::new));
        assertEquals(0, single.exitCode(), single.err());
        assertEquals(0, table.exitCode(), table.err());
        JsonNode a = new ObjectMapper().readTree(single.out());
        JsonNode rows = new ObjectMapper().readTree(table.out());
        assertEquals(1, rows.size(), table.out());
        JsonNode b = rows.get(0);
        assertTrue(a.get("claimHolds").asBoolean(), single.out());
        assertEquals(b.get("measured").asLong(), a.get("measured").asLong(), single.out());
        assertEquals(b.get("bound").asLong(), a.get("bound").asLong(), single.out());
        assertEquals(b.get("claim").asText(), a.get("claim").asText());
        assertEquals(processors, a.get("parameters").get("P").asLong());
        assertEquals(b.get("messages").asLong(), a.get("messages").asLong());
    }

    @Test
    void itsHelpIsTheRegistrysAndBadNamesAreOneLine() {
        for (String problem : Registry.problems()) {
            Invocation help = Invocation.of("run", problem, "--help");
            assertEquals(0, help.exitCode(), help.err());
            assertTrue(help.out().replaceAll("\\s+", " ").toLowerCase()
                    .contains(Registry.description(problem).toLowerCase()), help.out());
            for (String name : Registry.parameterNames(problem)) {
                List<String> choices = Registry.parameter(problem, name).choices();
                String shown = choices.isEmpty() ? "=N" : choices.equals(List.of("no", "yes")) ? "[=yes|no]"
                        : "=" + String.join("|", choices).toUpperCase(java.util.Locale.ROOT);
                assertTrue(help.out().contains("--" + name + shown), problem + " lacks --" + name + shown);
            }
        }
        Invocation bad = Invocation.of("run", "broadcast", "--P", "8", "--model", "bsp", "--algorithm", "optimal");
        assertEquals(2, bad.exitCode());
        assertEquals("pcmemu: unknown broadcast algorithm 'optimal' for the bsp model (it runs on logp, postal, loggp)"
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
