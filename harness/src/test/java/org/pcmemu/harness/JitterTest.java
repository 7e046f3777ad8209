package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;

/**
 * {@code --jitter SEED} is scheduling noise only (docs/models.md, "Scheduling noise and latency
 * spread"): every registered algorithm, on every model it runs on, gives under it the run without
 * it: the same cost, bound, figures, further fields, finish times and trace, event by event. The
 * build tries {@value #BUILD_SEEDS} seeds; {@code -Dpcmemu.jitterSeeds=1000} the campaign of
 * docs/models.md.
 */
class JitterTest {
    static final int BUILD_SEEDS = 3;

    /* One machine of each model, small enough for every algorithm (P a power of two for the FFT). */
    static final String[] MACHINES = {"logp:L=6,o=2,g=4", "postal:lambda=3", "loggp:L=5,o=1,g=3,G=2",
        "bsp:g=2,L=8", "hpram:latency=log k", "dbsp:latency=log k,bandwidth=1"};

    static final int P = 8;

    /* The parameters of a run of {@code a} on P processors: the least that exercise it. */
    static Map<String, Long> parameters(Algorithm a, int P) {
        Map<String, Long> p = new LinkedHashMap<>();
        switch (a.problem()) {
            case "summation" -> p.put("operands", 3L * P);
            case "alltoall" -> p.put("items", 2L);
            case "fft" -> p.put("points", 4L * P * P);
            case "kitem" -> p.put("items", 3L);
            case "continuous" -> p.put("items", 12L);
            default -> {
            }
        }
        if (a.parameters().stream().anyMatch(q -> q.name().equals("k") && !q.optional())) {
            p.put("k", 2L);
        }
        return p;
    }

    private static int seeds() {
        return Integer.getInteger("pcmemu.jitterSeeds", BUILD_SEEDS);
    }

    @Test
    void jitterLeavesEveryRegisteredRunAsItWas() {
        long started = System.nanoTime();
        int runs = 0;
        java.util.Set<Algorithm> covered = new java.util.HashSet<>();
        for (String spec : MACHINES) {
            Machine m = Machine.parse(spec, P);
            for (Algorithm a : Registry.all()) {
                if (!a.runsOn(m.kind())) {
                    continue;
                }
                Map<String, Long> params = parameters(a, P);
                RunOptions plain = RunOptions.defaults().withTrace(true);
                Report expected = new RunSpec(a.problem(), m, a.name(), params, plain).run();
                for (long seed = 1; seed <= seeds(); seed++) {
                    Report jittered = new RunSpec(a.problem(), m, a.name(), params, plain.withJitter(seed)).run();
                    assertSame(expected, jittered, a.problem() + " " + a.name() + " on " + m.label() + ", --jitter "
                            + seed);
                    assertEquals(seed, jittered.result().jitterSeed());
                    runs++;
                }
                covered.add(a);
            }
        }
        System.out.printf("jitter: %d jittered runs (%d seeds) identical to the runs without, %.1f s%n", runs,
                seeds(), (System.nanoTime() - started) / 1e9);
        assertEquals(Registry.all().size(), covered.size(), "every registered algorithm on a model of each");
    }

    /* The same run: everything but the wall time and the seed. */
    static void assertSame(Report expected, Report actual, String what) {
        assertEquals(expected.machine(), actual.machine(), what);
        assertEquals(expected.measured(), actual.measured(), what);
        assertEquals(expected.bound(), actual.bound(), what);
        assertEquals(expected.figures(), actual.figures(), what);
        assertEquals(expected.messages(), actual.messages(), what);
        assertEquals(expected.words(), actual.words(), what);
        assertEquals(expected.steps(), actual.steps(), what);
        assertArrayEquals(expected.result().finishTimes(), actual.result().finishTimes(), what);
        assertEquals(rows(expected.details()), rows(actual.details()), what);
        assertEquals(events(expected.trace()), events(actual.trace()), what + ": trace");
    }

    /* The further fields and per-processor values as run prints them. */
    private static List<String> rows(RunDetails d) {
        List<String> out = new ArrayList<>();
        d.fields().forEach(f -> out.add(f.label() + " " + f.text() + " " + f.note()));
        d.figures().forEach(f -> out.add(f.label() + " " + f.value()));
        if (d.perProcessor() != null) {
            out.add(java.util.Arrays.toString(d.perProcessor().values()));
        }
        if (d.supersteps() != null) {
            out.add(d.supersteps().rows().toString());
        }
        if (d.capacity() != null) {
            out.add(d.capacity().mode() + " " + d.capacity().violations() + " " + d.capacity().stalledSends());
        }
        return out;
    }

    private static List<List<TraceEvent>> events(Trace t) {
        assertNotNull(t, "no trace");
        List<List<TraceEvent>> out = new ArrayList<>();
        for (int p = 0; p < t.processors(); p++) {
            out.add(t.events(p));
        }
        return out;
    }

    @Test
    void aJitteredRunIsNotASpreadOne() {
        Machine m = Machine.parse("logp:L=6,o=2,g=4", 8);
        Report r = new RunSpec("broadcast", m, "optimal", Map.of(), RunOptions.defaults().withJitter(5)).run();
        assertNull(r.spread());
        assertEquals(24, r.measured()); // the LogP paper's Figure 3
        assertNull(r.machine().parameters().get("capacity")); // as given: enforced, not made a check
    }
}
