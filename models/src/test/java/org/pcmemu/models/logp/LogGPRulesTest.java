package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.TimedMessage;

/*
 * LogGP's rules (docs/models.md, "LogGP"), one test each, with times worked out by hand: a message
 * of k bytes leaves the sender's gap g + (k-1)G, costs the sender o + (k-1)O and the receiver
 * o + max((k-1)O, (k-1)G), and is in the network for L.
 */
class LogGPRulesTest {

    /*
     * Processor 0 sends messages of the given sizes to 1 back to back; 1 receives them. Returns the
     * clock of 1 after each reception, then the clock of 0 after its sends.
     */
    private static long[] sizes(LogP model, long... bytes) {
        long[] after = new long[bytes.length + 1];
        model.run(p -> {
            if (p.id() == 0) {
                for (long b : bytes) {
                    p.send(1, b, b);
                }
                after[bytes.length] = p.now();
            } else {
                for (int i = 0; i < bytes.length; i++) {
                    TimedMessage m = p.receive();
                    assertEquals(bytes[i], m.bytes());
                    after[i] = p.now();
                }
            }
        }, RunOptions.defaults());
        return after;
    }

    @Test
    void aLongMessageHoldsTheSendersGapForKMinusOneGBeyondG() {
        // L=6 o=2 g=4 G=1: 3 bytes at 0 (busy [0,2), gap 4 + 2 = 6), 1 byte at 6 (busy [6,8)): the
        // sender ends at 8. Arrivals 8 and 14. Receptions: [8, 8 + 2 + 2G = 12), gap 6, so the
        // second starts at max(12, 14, 8 + 6) = 14 and ends at 16.
        assertArrayEquals(new long[] {12, 16, 8}, sizes(LogP.logGP(2, 6, 2, 4, 1, 0), 3, 1));
    }

    @Test
    void theReceiversGapAfterALongMessageIsKMinusOneGBeyondG() {
        // L=6 o=1 g=2 G=3 from two senders: 0 sends 3 bytes at 0, 1 sends 1 byte at 0; both
        // arrive at 7. 2 receives 0's first (sender id): [7, 7 + 1 + 2*3 = 14), gap 2 + 6 = 8, so
        // 1's message starts at max(14, 7, 15) = 15 and ends at 16.
        long[] after = new long[2];
        int[] from = new int[2];
        LogP.logGP(3, 6, 1, 2, 3, 0).run(p -> {
            if (p.id() < 2) {
                p.send(2, "x", p.id() == 0 ? 3 : 1);
            } else {
                for (int i = 0; i < 2; i++) {
                    from[i] = p.receive().from();
                    after[i] = p.now();
                }
            }
        }, RunOptions.defaults());
        assertArrayEquals(new int[] {0, 1}, from);
        assertArrayEquals(new long[] {14, 16}, after);
    }

    @Test
    void theOverheadPerByteKeepsTheSenderAndTheReceiverBusy() {
        // LogGOPS L=6 o=2 g=4 G=0 O=1: 3 bytes at 0 busy [0, 2 + 2 = 4), gap 4; 1 byte at
        // max(4, 0 + 4) = 4, busy [4,6). Arrivals 8 and 12. Receptions [8, 8 + 2 + max(2, 0) = 12)
        // and [12, 14).
        assertArrayEquals(new long[] {12, 14, 6}, sizes(LogP.logGP(2, 6, 2, 4, 0, 1), 3, 1));
    }

    @Test
    void theReceiverPaysTheLargerOfKMinusOneOAndKMinusOneG() {
        // L=6 o=2 g=4 G=3 O=1, one message of 3 bytes: the sender is busy [0, 2 + 2) = 4; it
        // arrives at 8 and the receiver is busy [8, 8 + 2 + max(2, 6) = 16): LogGP's
        // o + (k-1)G + L + o = 2 + 6 + 6 + 2 = 16 when G dominates.
        assertArrayEquals(new long[] {16, 4}, sizes(LogP.logGP(2, 6, 2, 4, 3, 1), 3));
    }

    @Test
    void everyMessageIsInTheNetworkForLWhateverItsSize() {
        // L=9 o=1 g=1 G=5: a 4-byte message sent at 0 leaves at 1 and arrives at 10, as a 1-byte one
        long[] arrivals = new long[2];
        LogP.logGP(2, 9, 1, 1, 5, 0).withCapacity(CapacityMode.CHECK).run(p -> {
            if (p.id() == 0) {
                p.send(1, "long", 4);
                p.send(1, "short");
            } else {
                arrivals[0] = p.receive().arrival();
                arrivals[1] = p.receive().arrival();
            }
        }, RunOptions.defaults());
        // the second send waits for the gap 1 + 3*5 = 16: it starts at 16 and arrives at 26
        assertArrayEquals(new long[] {10, 26}, arrivals);
    }

    @Test
    void oneByteMessagesOnLogGPAreLogP() {
        // L=6 o=2 g=4 whatever G and O: sends 0, 4, 8, receptions end 10, 14, 18 (LogPRulesTest)
        for (long[] go : new long[][] {{0, 0}, {7, 0}, {0, 3}, {5, 9}}) {
            long[] after = sizes(LogP.logGP(2, 6, 2, 4, go[0], go[1]), 1, 1, 1);
            assertArrayEquals(new long[] {10, 14, 18, 10}, after, "G=" + go[0] + " O=" + go[1]);
        }
    }

    @Test
    void onLogPASizeCostsNothing() {
        // G = O = 0: a message of 1000 bytes costs what one byte costs
        assertArrayEquals(new long[] {10, 14, 18, 10}, sizes(new LogP(2, 6, 2, 4), 1000, 7, 1));
    }

    @Test
    void longMessagesThatNeverFillTheCapacityRunAsUnderCheck() {
        // L=6 o=1 g=1 G=2, capacity ceil(6/1) = 6, enforced: 0 and 1 each send 4 messages of 2
        // bytes to 2, starts 3 apart (gap 1 + 2), each in the network for 6: at most 2 of each
        // sender in transit at once, 4 in all, so no send stalls and the run is the checked one
        LogP enforced = LogP.logGP(3, 6, 1, 1, 2, 0);
        long[] a = finish(enforced);
        long[] b = finish(enforced.withCapacity(CapacityMode.CHECK));
        assertArrayEquals(b, a);
    }

    private static long[] finish(LogP model) {
        return model.run(p -> {
            if (p.id() < 2) {
                for (int i = 0; i < 4; i++) {
                    p.send(2, i, 2);
                }
            } else {
                for (int i = 0; i < 8; i++) {
                    p.receive();
                }
            }
        }, RunOptions.defaults()).result().finishTimes();
    }

    @Test
    void aStallUnderTheEnforcedCapacityDelaysALongMessage() {
        // L=4 o=0 g=2 G=1, capacity ceil(4/2) = 2, enforced. 0 and 1 each send one 3-byte message to
        // 2 at 0 (both depart at 0, arrive at 4); 0 then sends a 1-byte one at its gap 2 + 2 = 4:
        // departure 4, when the two arrive, so no stall: it arrives at 8. 3 sends to 2 at 1: 2 in
        // transit at 1, so it stalls until the oldest arrives at 4, and arrives at 8.
        long[] starts = new long[2];
        LogPRun run = LogP.logGP(4, 4, 0, 2, 1, 0).run(p -> {
            switch (p.id()) {
                case 0 -> {
                    p.send(2, "a", 3);
                    p.send(2, "b");
                    starts[0] = p.now();
                }
                case 1 -> p.send(2, "c", 3);
                case 2 -> {
                    for (int i = 0; i < 4; i++) {
                        p.receive();
                    }
                }
                default -> {
                    p.compute(1);
                    p.send(2, "d", 3);
                    starts[1] = p.now();
                }
            }
        }, RunOptions.defaults());
        assertArrayEquals(new long[] {4, 4}, starts);
        assertEquals(1, run.capacity().stalledSends());
        assertEquals(3, run.capacity().totalStallCycles());
    }

    @Test
    void sizesOutOfRangeAreRefused() {
        for (long bytes : new long[] {0, -3, LogP.MAX_BYTES + 1}) {
            ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                    () -> LogP.logGP(2, 6, 2, 4, 1, 0).run(p -> {
                        if (p.id() == 0) {
                            p.send(1, "x", bytes);
                        }
                    }, RunOptions.defaults()));
            assertTrue(e.getCause().getMessage().contains("a message has 1 to 2147483647 bytes, got " + bytes),
                    e.getCause().getMessage());
        }
    }

    @Test
    void gAndOAreCheckedAsTheOtherParameters() {
        assertEquals("G must not be negative, got -1",
                assertThrows(InvalidParameterException.class, () -> LogP.logGP(2, 6, 2, 4, -1, 0)).getMessage());
        assertEquals("O must be at most 1099511627776 (2^40) cycles, got 1099511627777",
                assertThrows(InvalidParameterException.class,
                        () -> LogP.logGP(2, 6, 2, 4, 0, (1L << 40) + 1)).getMessage());
    }

    @Test
    void theMachineSaysWhatItCharges() {
        assertEquals("LogGP(P=4, L=6, o=2, g=4, G=1)", LogP.logGP(4, 6, 2, 4, 1, 0).toString());
        assertEquals("LogGP(P=4, L=6, o=2, g=4, G=0, O=3, receive=at-arrival)",
                LogP.logGP(4, 6, 2, 4, 0, 3).withReceive(ReceiveRule.AT_ARRIVAL).toString());
        assertEquals("LogP(P=4, L=6, o=2, g=4)", LogP.logGP(4, 6, 2, 4, 0, 0).toString());
        assertEquals(8, LogP.logGP(4, 6, 2, 4, 2, 1).gap(3));
        assertEquals(4, LogP.logGP(4, 6, 2, 4, 2, 1).sendOverhead(3));
        assertEquals(6, LogP.logGP(4, 6, 2, 4, 2, 1).receiveOverhead(3));
    }
}
