package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.CapacityReport;

/**
 * Every built-in LogP algorithm on loggp: its messages have one byte each, so G and O never apply
 * (a message of k bytes costs (k-1)G and (k-1)O beyond LogP's), and its report on loggp, with G
 * and O positive, is its report on logp: the same cost, bound, claim, figures, finish and busy
 * times and capacity report, on machines where sends stall and where they do not, in every
 * capacity mode. The postal machines compare with loggp's o = 0, g = 1.
 */
class LogGPRegistryTest {
    private static final String[][] MACHINES = {
        {"logp:L=6,o=2,g=4", "loggp:L=6,o=2,g=4,G=3,O=2"},
        {"logp:L=9,o=1,g=2,capacity=check", "loggp:L=9,o=1,g=2,G=5,capacity=check"},
        {"logp:L=20,o=4,g=7,capacity=off", "loggp:L=20,o=4,g=7,G=1,O=7,capacity=off"},
        {"logp:L=3,o=1,g=1,receive=at-arrival", "loggp:L=3,o=1,g=1,G=2,receive=at-arrival"},
        {"postal:lambda=3", "loggp:L=3,o=0,g=1,G=4,O=1"},
    };

    @Test
    void everyLogPAlgorithmGivesItsLogPReportOnLogGPWithGAboveZero() {
        List<String> compared = new ArrayList<>();
        for (Algorithm a : Registry.all()) {
            if (!a.runsOn(ModelKind.LOGP)) {
                continue;
            }
            assertTrue(a.runsOn(ModelKind.LOGGP), a.problem() + " " + a.name() + " is not registered on loggp");
            for (String[] pair : MACHINES) {
                for (int P : new int[] {2, 8, 13}) {
                    Map<String, Long> params = CapacityClaimsTest.parameters(a, P);
                    if (params == null) {
                        continue;
                    }
                    RunOptions options = RunOptions.defaults();
                    Report logP = new RunSpec(a.problem(), Machine.parse(pair[0], P), a.name(), params, options).run();
                    Report logGP = new RunSpec(a.problem(), Machine.parse(pair[1], P), a.name(), params, options).run();
                    String what = a.problem() + " " + a.name() + " at P=" + P + ", " + pair[0] + " against " + pair[1];
                    assertSameReport(logP, logGP, what);
                    compared.add(what);
                }
            }
        }
        assertTrue(compared.size() >= 100, compared.size() + " comparisons");
    }

    private static void assertSameReport(Report expected, Report actual, String what) {
        assertEquals(expected.measured(), actual.measured(), what);
        assertEquals(expected.bound(), actual.bound(), what);
        assertEquals(expected.holds(), actual.holds(), what);
        assertEquals(expected.messages(), actual.messages(), what);
        assertEquals(expected.steps(), actual.steps(), what);
        assertEquals(expected.parameters(), actual.parameters(), what);
        assertEquals(expected.figures(), actual.figures(), what);
        assertArrayEquals(expected.result().finishTimes(), actual.result().finishTimes(), what);
        assertArrayEquals(expected.result().busyTimes(), actual.result().busyTimes(), what);
        CapacityReport e = expected.details().capacity();
        CapacityReport c = actual.details().capacity();
        assertEquals(e.mode(), c.mode(), what);
        assertEquals(e.worst(), c.worst(), what);
        assertEquals(e.violations(), c.violations(), what);
        assertEquals(e.stalledSends(), c.stalledSends(), what);
        assertArrayEquals(e.stallCycles(), c.stallCycles(), what);
    }
}
