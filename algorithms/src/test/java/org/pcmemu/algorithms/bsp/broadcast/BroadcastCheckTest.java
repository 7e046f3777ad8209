package org.pcmemu.algorithms.bsp.broadcast;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspRun;

/** The output check rejects a missing or altered copy and a wrong message count. */
class BroadcastCheckTest {

    @Test
    void checkRejectsMissingOrAlteredCopiesAndWrongCounts() {
        long[] message = BroadcastCheck.message(4);
        long[][] held = new long[3][];
        BspRun run = new Bsp(3, 1, 1).run(BspBroadcast.flat().program(message, held), RunOptions.defaults());
        BroadcastCheck.verify(message, held, run, 2);

        assertFails("expected 3 and 0", () -> BroadcastCheck.verify(message, held, run, 3));
        held[2][3] ^= 1;
        assertFails("processor 2 holds a different message (first difference at word 3 of 4)",
                () -> BroadcastCheck.verify(message, held, run, 2));
        held[1] = null;
        assertFails("processor 1 holds no message", () -> BroadcastCheck.verify(message, held, run, 2));
    }

    @Test
    void copiesAreNotSharedWithTheSource() {
        long[] message = BroadcastCheck.message(3);
        long[][] held = new long[5][];
        new Bsp(5, 1, 1).run(BspBroadcast.kary(3).program(message, held), RunOptions.defaults());
        for (int i = 0; i < held.length; i++) {
            assertTrue(held[i] != message && (i == 0 || held[i] != held[0]), "processor " + i + " shares an array");
        }
    }

    private static void assertFails(String text, Runnable check) {
        IllegalStateException e = assertThrows(IllegalStateException.class, check::run);
        assertTrue(e.getMessage().contains(text), e.getMessage());
    }
}
