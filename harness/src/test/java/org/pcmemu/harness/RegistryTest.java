package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

class RegistryTest {

    @Test
    void everyAlgorithmIsRegisteredOncePerProblemAndModel() {
        Set<String> seen = new HashSet<>();
        for (Algorithm a : Registry.all()) {
            for (ModelKind k : a.models()) {
                assertTrue(seen.add(a.problem() + "/" + k + "/" + a.name()), a.problem() + " " + a.name() + " on " + k);
            }
        }
        assertEquals(List.of("broadcast", "summation", "alltoall", "allreduce", "fft", "kitem", "continuous"), Registry.problems());
        assertEquals(List.of("optimal", "flat", "binomial"), Registry.names("broadcast", ModelKind.LOGP));
        assertEquals(List.of("best", "flat", "binary", "kary", "two-phase"), Registry.names("broadcast", ModelKind.BSP));
        assertEquals(List.of("root", "binary-tree", "heywood-ranka"), Registry.names("broadcast", ModelKind.HPRAM));
        assertEquals(List.of("root", "binary-tree"), Registry.names("broadcast", ModelKind.DBSP));
    }

    /*
     * Values from the papers: the LogP paper's Figure 3 broadcast (24) and Figure 4 summation (79
     * operands in 28 cycles); the BSP notes' k-ary broadcast, 2 supersteps of max(L, k g) = 8 each
     * for p = 64 = 8^2; postal all-to-all L + 2o + (P-2)g = 7 + 14 = 21; the Fibonacci combining
     * broadcast with P = f_8 = 13 for lambda = 3 takes 8 steps; the hybrid FFT of 256 points on BSP
     * with p = 4, g = 2, L = 10: (n/P) log P = 128 cycles of butterflies and the remap's h-relation
     * max(L, (n/P - n/P^2) g) = 96, then (n/P) log(n/P) = 384 and the last barrier L = 10: 618.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "broadcast; logp:L=6,o=2,g=4; 8; optimal; ; 24",
        "summation; logp:L=5,o=2,g=4; 8; optimal; operands=79; 28",
        "broadcast; bsp:g=1,L=8; 64; kary; k=8; 16",
        "alltoall; postal:lambda=7; 16; staggered; ; 21",
        "allreduce; postal:lambda=3; 13; fibonacci; ; 8",
        "fft; bsp:g=2,L=10; 4; hybrid-naive; points=256; 618"})
    void aRunSpecGivesThePapersNumber(String problem, String machine, int p, String algorithm, String parameter,
                                      long expected) {
        Map<String, Long> parameters = parameter == null ? Map.of()
                : Map.of(parameter.split("=")[0], Long.parseLong(parameter.split("=")[1]));
        Report r = new RunSpec(problem, Machine.parse(machine, p), algorithm, parameters, RunOptions.defaults()).run();
        assertEquals(expected, r.measured());
        assertEquals(Claim.EQUALS, r.claim());
        assertTrue(r.holds());
        assertEquals(1.0, r.ratio());
    }

    @Test
    void unknownNamesAndParametersAreClearErrors() {
        assertMessage("unknown broadcast algorithm 'fast' for the bsp model; did you mean best or flat? (known: best,"
                + " flat, binary, kary, two-phase)", () -> Registry.find("broadcast", ModelKind.BSP, "fast"));
        assertMessage("unknown broadcast algorithm 'optimal' for the bsp model (it runs on logp, postal, loggp)"
                + " (known: best, flat, binary, kary, two-phase)",
                () -> Registry.find("broadcast", ModelKind.BSP, "optimal"));
        assertMessage("unknown problem 'braodcast'; did you mean broadcast? (known: broadcast, summation, alltoall,"
                + " allreduce, fft, kitem, continuous)", () -> Registry.requireProblem("braodcast"));
        assertMessage("unknown problem 'sort' (known: broadcast, summation, alltoall, allreduce, fft, kitem, continuous)",
                () -> Registry.find("sort", ModelKind.BSP, "x"));
        assertMessage("no summation algorithm runs on the bsp model",
                () -> Registry.find("summation", ModelKind.BSP, "optimal"));
        RunSpec kary = new RunSpec("broadcast", Machine.parse("bsp:g=1,L=8", 8), "kary", Map.of(),
                RunOptions.defaults());
        assertMessage("broadcast kary needs k: the replication parameter", kary::completeParameters);
        RunSpec extra = new RunSpec("broadcast", Machine.parse("logp:L=6,o=2,g=4", 8), "optimal",
                Map.of("k", 3L), RunOptions.defaults());
        assertMessage("broadcast optimal on logp takes no parameter 'k' (it takes none; k is for bsp kary,"
                + " hpram heywood-ranka)", extra::completeParameters);
        RunSpec small = new RunSpec("broadcast", Machine.parse("bsp:g=1,L=8", 8), "kary", Map.of("k", 1L),
                RunOptions.defaults());
        assertMessage("k must be at least 2, got 1", small::completeParameters);
    }

    private static void assertMessage(String expected, Runnable r) {
        assertEquals(expected, assertThrows(InvalidParameterException.class, r::run).getMessage());
    }
}
