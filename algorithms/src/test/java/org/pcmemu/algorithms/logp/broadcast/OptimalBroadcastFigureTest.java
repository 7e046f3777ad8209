package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

class OptimalBroadcastFigureTest {

    /* LogP paper Figure 3 / SPAA Figure 1: P=8, L=6, g=4, o=2. */
    @Test
    void broadcastOnFigureOneParametersEndsAt24() {
        LogP model = new LogP(8, 6, 2, 4);
        TreeBroadcast.Outcome out = TreeBroadcast.run(model, BroadcastTree.optimal(8, 6, 2, 4), "x", RunOptions.defaults());
        long[] times = out.informationTimes().clone();
        Arrays.sort(times);
        assertArrayEquals(new long[] {0, 10, 14, 18, 20, 22, 24, 24}, times);
        assertEquals(24, out.time());
        assertEquals(24, BroadcastBounds.optimalTime(8, 6, 2, 4));
    }
}
