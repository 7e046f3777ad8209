package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;

/**
 * {@code --latency-spread SEED} (docs/models.md, "Scheduling noise and latency spread"): every
 * registered algorithm on logp, postal and loggp, on machines small and large, under many seeds.
 * Every output check passes (a report exists only then), the same seed gives the same cost, and
 * the claim each registration declares for a spread (docs/algorithms.md, "Under a latency spread")
 * holds in every run; the runs below, at and above the exact-latency bound are counted. The build
 * tries {@value #BUILD_SEEDS} seeds; {@code -Dpcmemu.spreadSeeds=1000} prints the table of
 * docs/algorithms.md.
 */
class LatencySpreadTest {
    static final int BUILD_SEEDS = 4;

    /* (machine, P): small P, where one short latency decides, and larger ones. */
    private static final Object[][] MACHINES = {
        {"logp:L=6,o=2,g=4", 2}, {"logp:L=6,o=2,g=4", 3}, {"logp:L=6,o=2,g=4", 8}, {"logp:L=6,o=2,g=4", 32},
        {"logp:L=5,o=1,g=1", 4}, {"logp:L=5,o=1,g=1", 21}, {"logp:L=9,o=1,g=6", 16},
        {"postal:lambda=3", 2}, {"postal:lambda=3", 8}, {"postal:lambda=3", 34}, {"postal:lambda=6", 16},
        {"loggp:L=7,o=2,g=3,G=1", 8},
    };

    private static int seeds() {
        return Integer.getInteger("pcmemu.spreadSeeds", BUILD_SEEDS);
    }

    /* A run's parameters on P processors, or null where it does not run (the FFT: powers of two). */
    private static Map<String, Long> parameters(Algorithm a, int P) {
        if (a.problem().equals("fft") && Integer.bitCount(P) != 1) {
            return null;
        }
        if (a.problem().equals("fft") && P > 16) {
            return null; // 4 P^2 points: enough with the others
        }
        Map<String, Long> p = JitterTest.parameters(a, P);
        if (a.problem().equals("kitem") && P > 16) {
            p.put("items", 2L);
        }
        return p;
    }

    @Test
    void everyDeclaredClaimHoldsUnderEverySeed() {
        long started = System.nanoTime();
        Map<String, int[]> tally = new LinkedHashMap<>(); // below, equal, above the exact bound; claim broken
        List<String> failures = new ArrayList<>();
        for (Algorithm a : Registry.all()) {
            for (Object[] row : MACHINES) {
                Machine m = Machine.parse((String) row[0], (Integer) row[1]);
                Map<String, Long> params = parameters(a, m.processors());
                if (!a.runsOn(m.kind()) || params == null) {
                    continue;
                }
                for (long seed = 1; seed <= seeds(); seed++) {
                    RunOptions spread = RunOptions.defaults().withLatencySpread(seed);
                    Report r = new RunSpec(a.problem(), m, a.name(), params, spread).run();
                    assertNotNull(r.spread());
                    assertEquals(seed, r.spread().seed());
                    Claim exact = r.spread().exact().claim();
                    String kind = exact == Claim.EQUALS ? "equals" : exact.label();
                    int[] t = tally.computeIfAbsent(a.problem() + " " + a.name() + " (" + kind + ")",
                            k -> new int[4]);
                    t[Long.compare(r.measured(), r.spread().exact().value()) + 1]++;
                    if (!r.holds()) {
                        t[3]++;
                        failures.add(a.problem() + " " + a.name() + " on " + m.label() + ", seed " + seed + ": "
                                + r.measured() + " not " + r.claim().relation() + " " + r.bound().value());
                    }
                    if (seed == 1) {
                        assertEquals(r.measured(), new RunSpec(a.problem(), m, a.name(), params, spread).run()
                                .measured(), "the same seed, another cost");
                    }
                }
            }
        }
        StringBuilder table = new StringBuilder("latency spread, " + seeds() + " seeds on " + MACHINES.length
                + " machines (below / equal / above the exact-latency bound / declared claim broken):");
        tally.forEach((k, t) -> table.append(String.format("%n  %-42s %6d %6d %6d %4d", k, t[0], t[1], t[2], t[3])));
        System.out.println(table);
        System.out.printf("latency spread: %.1f s%n", (System.nanoTime() - started) / 1e9);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())), failures.size() + " failures");
    }

    /*
     * docs/algorithms.md's table ("Under a latency spread") names each algorithm's claim under a
     * spread; it must be the one its registration declares, for the claim it has at latency L.
     */
    @Test
    void theDocumentedClaimsAreTheDeclaredOnes() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "algorithms.md"));
        String section = doc.substring(doc.indexOf("## Under a latency spread"), doc.indexOf("## Findings at a glance"));
        Map<String, String> problems = Map.of("broadcast", "broadcast", "summation", "summation", "all-to-all",
                "alltoall", "all-reduce", "allreduce", "FFT", "fft", "k-item", "kitem", "continuous", "continuous");
        int rows = 0;
        for (String line : section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| algorithm")).toList()) {
            String[] cells = line.split("\\|");
            String name = cells[1].strip();
            String what = name.substring(0, name.indexOf('(')).strip();
            String problem = problems.get(what.substring(0, what.indexOf(' ')));
            Claim exact = claim(name.substring(name.indexOf('(') + 1));
            String documented = cells[5].strip();
            for (String algorithm : what.substring(what.indexOf(' ') + 1).split(", ")) {
                Algorithm a = Registry.all().stream().filter(x -> x.problem().equals(problem)
                        && x.name().equals(algorithm) && x.models().stream().anyMatch(ModelKind::hasLatency))
                        .findFirst().orElseThrow(() -> new AssertionError("no " + problem + " " + algorithm));
                Bound under = a.spread().of(new Bound(1, exact, "L"));
                assertTrue(documented.startsWith(under == null ? "none" : under.claim().label()),
                        line + ": declared " + (under == null ? "none" : under.claim().label()));
                rows++;
            }
        }
        assertTrue(rows >= 25, rows + " rows");
    }

    private static Claim claim(String text) {
        for (Claim c : Claim.values()) {
            if (text.startsWith(c.label())) {
                return c;
            }
        }
        throw new AssertionError("no claim in " + text);
    }

    @Test
    void theCapacityIsOnlyCheckedAndTheShorterLatenciesShow() {
        Machine m = Machine.parse("logp:L=6,o=2,g=4", 8);
        Report r = new RunSpec("broadcast", m, "optimal", Map.of(), RunOptions.defaults().withLatencySpread(5)).run();
        assertEquals("check", r.machine().parameters().get("capacity"));
        assertEquals(Claim.AT_MOST, r.claim());
        assertEquals(24, r.bound().value()); // B(8) on the LogP paper's Figure 3 machine
        assertEquals(Claim.EQUALS, r.spread().exact().claim());
        assertTrue(r.measured() < 24, "seed 5 gives latencies below 6: " + r.measured());
        assertTrue(r.holds());
    }

    @Test
    void whereNoClaimHoldsNoneIsChecked() {
        Machine m = Machine.parse("logp:L=6,o=2,g=4", 8);
        Report r = new RunSpec("broadcast", m, "binomial", Map.of(), RunOptions.defaults().withLatencySpread(3)).run();
        assertNull(r.bound());
        assertTrue(r.holds());
        assertTrue(r.spread().unclaimed().contains("faster than B(P)"), r.spread().unclaimed());
        assertEquals(Claim.AT_LEAST, r.spread().exact().claim());
    }

    @Test
    void modelsWithoutALatencyRefuseASpread() {
        for (String spec : new String[] {"bsp:g=1,L=8", "hpram:latency=log k", "dbsp:latency=log k,bandwidth=1"}) {
            Machine m = Machine.parse(spec, 4);
            RunSpec run = new RunSpec("broadcast", m, Registry.names("broadcast", m.kind()).get(0), Map.of(),
                    RunOptions.defaults().withLatencySpread(1));
            InvalidParameterException e = assertThrows(InvalidParameterException.class, run::completeParameters);
            assertTrue(e.getMessage().contains(m.kind().label() + " has no latency to vary"), e.getMessage());
        }
    }
}
