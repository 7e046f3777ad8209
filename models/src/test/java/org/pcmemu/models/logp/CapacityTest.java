package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.window.WindowMessage;
import org.pcmemu.emulator.RunOptions;

class CapacityTest {

    @Test
    void fourSimultaneousSendersExceedTheReceiveSideLimit() {
        // L=6 o=2 g=4: ceil(L/g) = 2. Processors 1..4 send to 0 at 0; all arrive at 8 and were in
        // transit during [2,8): the 3rd and 4th receptions see 3 and 4 > 2 in transit.
        LogP model = new LogP(5, 6, 2, 4);
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                for (int i = 0; i < 4; i++) {
                    p.receive();
                }
            } else {
                p.send(0, "x");
            }
        }, RunOptions.defaults());
        CapacityReport c = run.capacity();
        assertEquals(2, c.limit());
        assertEquals(4, c.worst());
        assertEquals(0, c.worstProcessor());
        assertEquals(8, c.worstTime());
        assertEquals(2, c.violations());
        assertTrue(c.exceeded());
    }

    @Test
    void oneSenderNeverExceedsTheLimitBecauseSendsAreGapApart() {
        // o=0, g=1, L=5: limit 5. Count departures in every window of L cycles from the messages.
        LogP model = new LogP(2, 5, 0, 1);
        long[] departures = new long[40];
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                for (int i = 0; i < 40; i++) {
                    p.send(1, i);
                }
            } else {
                for (int i = 0; i < 40; i++) {
                    WindowMessage m = p.receive();
                    departures[i] = m.sendStart() + model.o();
                }
            }
        }, RunOptions.defaults());
        int worst = 0;
        for (int i = 0; i < 40; i++) {
            int inTransit = 0;
            for (long d : departures) {
                if (d <= departures[i] && departures[i] < d + model.L()) {
                    inTransit++;
                }
            }
            worst = Math.max(worst, inTransit);
        }
        assertEquals(5, worst);
        assertFalse(run.capacity().exceeded());
    }
}
