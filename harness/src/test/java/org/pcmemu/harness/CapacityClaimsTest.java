package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;

/**
 * Every registered LogP and postal algorithm, rechecked with the capacity enforced (the default)
 * against the same run with it only checked, on a grid of machines.
 *
 * <ul>
 *   <li>Under enforce nothing is ever over the limit, and every claim holds.</li>
 *   <li>If the checked run never exceeded the limit, the enforced run is the same run: no stall,
 *       the same cost. (Until the first stall both runs make the same decisions; a stall means the
 *       limit-th most recent message to that destination is still in transit, so the checked run
 *       has one more in transit there.)</li>
 *   <li>If the checked run exceeded it, the enforced run stalled.</li>
 * </ul>
 */
class CapacityClaimsTest {

    private static final String[] MACHINES = {
        "logp:L=6,o=2,g=4", "logp:L=4,o=4,g=6", "logp:L=1,o=0,g=3", "logp:L=9,o=1,g=2", "logp:L=20,o=4,g=7",
        "logp:L=3,o=1,g=1", "postal:lambda=1", "postal:lambda=3", "postal:lambda=7",
    };

    /* Proven optimal where they claim equals (the reduce-then-broadcast composition is not). */
    private static final Set<String> OPTIMAL = Set.of("broadcast optimal", "summation optimal", "alltoall staggered", "fft hybrid-staggered",
            "allreduce fibonacci");

    /* A LogP algorithm's parameters for a run on P processors; null if it does not run there (the FFT: powers of two). */
    static Map<String, Long> parameters(Algorithm a, int P) {
        boolean fft = a.problem().equals("fft");
        if (fft && Integer.bitCount(P) != 1) {
            return null;
        }
        return a.problem().equals("summation") ? Map.of("operands", 3L * P)
                : a.problem().equals("alltoall") ? Map.of("items", 2L)
                : fft ? Map.of("points", 4L * P * P) : Map.of();
    }

    @Test
    void everyLogPClaimHoldsUnderEnforceAndEqualsTheCheckedRunWhereNothingWasOver() {
        int stalledRuns = 0;
        int runs = 0;
        List<String> failures = new ArrayList<>();
        for (Algorithm a : Registry.all()) {
            if (!a.runsOn(ModelKind.LOGP)) {
                continue;
            }
            for (String spec : MACHINES) {
                for (int P : new int[] {2, 3, 5, 8, 13, 21}) {
                    Machine enforced = Machine.parse(spec, P);
                    Machine checked = Machine.parse(spec + ",capacity=check", P);
                    Map<String, Long> params = parameters(a, P);
                    if (params == null) {
                        continue;
                    }
                    Report e = new RunSpec(a.problem(), enforced, a.name(), params, RunOptions.defaults()).run();
                    Report c = new RunSpec(a.problem(), checked, a.name(), params, RunOptions.defaults()).run();
                    String what = a.problem() + " " + a.name() + " on " + enforced.label() + ": enforce "
                            + e.measured() + ", check " + c.measured();
                    runs++;
                    long stalled = e.figures().get("stalledSends").longValue();
                    stalledRuns += stalled > 0 ? 1 : 0;
                    assertEquals(0L, e.figures().get("capacityViolations").longValue(), what);
                    if (!e.holds()) {
                        failures.add(what + " breaks its claim " + e.claim() + " " + e.bound().value());
                    }
                    if (c.figures().get("capacityViolations").longValue() == 0) {
                        assertEquals(0L, stalled, what);
                        assertEquals(c.measured(), e.measured(), what);
                    } else {
                        assertTrue(stalled > 0, what);
                    }
                    if (e.claim() == Claim.EQUALS && OPTIMAL.contains(a.problem() + " " + a.name())) {
                        assertEquals(0L, stalled, what + ": the papers' optimal schedules respect the capacity");
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(stalledRuns > 0 && stalledRuns < runs, stalledRuns + " of " + runs + " runs stalled");
    }
}
