package org.pcmemu.harness.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

class ActivityChartTest {

    /*
     * ROOT on the H-PRAM with p = 256 and l(k) = ceil(sqrt k) costs 48 = Eq. (3.1); its write step
     * on the whole machine, [16, 32), holds every processor, so the summary band is full there:
     * one full-height bar per pixel column over those 16 of the 48 cycles (about a third of the
     * 545 columns), not one per cycle.
     */
    @Test
    void summaryBandIsFullWhereTheWholeMachineIsInAStep() {
        Report r = new RunSpec("broadcast", Machine.parse("hpram:latency=sqrt(k)", 256), "root", Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        assertEquals(48, r.measured());
        String svg = ActivityChart.svg(new ActivityChart.Run("t", "", r.trace(), r.measured(), r.bound().value(),
                r.claim().label()));
        Matcher full = Pattern.compile("<rect [^>]*height='180\\.0'").matcher(svg);
        int bars = 0;
        while (full.find()) {
            bars++;
        }
        assertTrue(bars > 150 && bars < 200, bars + " full-height bars");
    }

    @Test
    void tickStepsAreRound() {
        assertEquals(2, ActivityChart.tickStep(24));
        assertEquals(5, ActivityChart.tickStep(48));
        assertEquals(10, ActivityChart.tickStep(114));
        assertEquals(20_000, ActivityChart.tickStep(200_000));
    }
}
