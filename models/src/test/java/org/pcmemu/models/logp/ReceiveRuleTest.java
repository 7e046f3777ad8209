package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;

/*
 * The two receive rules (docs/models.md, "When the receive overhead is paid"), with times worked
 * out by hand. at-call: a reception starts at max(clock at the call, arrival, lastReceiveStart + g).
 * at-arrival: at max(arrival, the processor free, lastReceiveStart + g), before any operation of
 * the program that would start at or after that (ties: the message first).
 */
class ReceiveRuleTest {

    /*
     * The smallest case, L=5 o=2 g=4: 0 sends to 1 at 0 (arrival 7); 1 sends three messages
     * to 2, then receives 0's; 2 receives the three.
     *   at-call:    1 sends at 0, 4, 8 (arrivals at 2: 7, 11, 15), receives [10,12); 2 ends at 17
     *   at-arrival: 1 sends at 0, 4; 0's message arrives at 7 with 1 free (its second send ended at
     *               6), so it is received [7,9) and the third send waits: [9,11), arrival 16; the
     *               program's receive() costs nothing; 2 ends at 18
     */
    private static final LogPProgram THREE_SENDS_AND_AN_ARRIVAL = p -> {
        switch (p.id()) {
            case 0 -> p.send(1, "a");
            case 1 -> {
                for (int i = 0; i < 3; i++) {
                    p.send(2, i);
                }
                assertEquals("a", p.receive().payload());
            }
            default -> {
                for (int i = 0; i < 3; i++) {
                    assertEquals(i, p.receive().payload());
                }
            }
        }
    };

    private static long[] threeSendsAndAnArrival(ReceiveRule rule, CapacityMode mode) {
        return new LogP(3, 5, 2, 4, mode).withReceive(rule).run(THREE_SENDS_AND_AN_ARRIVAL, RunOptions.defaults())
                .result().finishTimes();
    }

    @Test
    void threeSendsInterleavedWithAnArrivalEndAt17AtTheCallAnd18AtArrival() {
        for (CapacityMode mode : CapacityMode.values()) {
            assertArrayEquals(new long[] {2, 12, 17}, threeSendsAndAnArrival(ReceiveRule.AT_CALL, mode), mode.label());
            assertArrayEquals(new long[] {2, 11, 18}, threeSendsAndAnArrival(ReceiveRule.AT_ARRIVAL, mode),
                    mode.label());
        }
    }

    @Test
    void aMessageArrivingWhenASendWouldStartIsReceivedFirst() {
        // L=6 o=2 g=4: 0's message to 1 arrives at 8, when 1's third send would start (0, 4, 8).
        // at-arrival: the message first, [8,10), the send at 10, arriving at 2 at 18.
        // at-call: the send at 8, arriving at 16.
        assertArrayEquals(new long[] {8, 12, 16}, arrivalsAtTwo(ReceiveRule.AT_CALL));
        assertArrayEquals(new long[] {8, 12, 18}, arrivalsAtTwo(ReceiveRule.AT_ARRIVAL));
    }

    private static long[] arrivalsAtTwo(ReceiveRule rule) {
        long[] arrivals = new long[3];
        new LogP(3, 6, 2, 4).withReceive(rule).run(p -> {
            switch (p.id()) {
                case 0 -> p.send(1, "a");
                case 1 -> {
                    for (int i = 0; i < 3; i++) {
                        p.send(2, i);
                    }
                    p.receive();
                }
                default -> {
                    for (int i = 0; i < 3; i++) {
                        arrivals[i] = p.receive().arrival();
                    }
                }
            }
        }, RunOptions.defaults());
        return arrivals;
    }

    @Test
    void aMessageArrivingDuringAComputationIsReceivedWhenItEnds() {
        // L=6 o=2 g=4: 0's message arrives at 1 at 8, while 1 computes [0,10); 1 then sends to 2.
        // at-arrival: received [10,12), the send at 12 (arrival 20), receive() free: 1 ends at 14.
        // at-call: the send at 10 (arrival 18), then the reception [12,14): 1 ends at 14 too.
        for (ReceiveRule rule : ReceiveRule.values()) {
            long[] arrival = new long[1];
            long[] finish = new LogP(3, 6, 2, 4).withReceive(rule).run(p -> {
                switch (p.id()) {
                    case 0 -> p.send(1, "a");
                    case 1 -> {
                        p.compute(10);
                        p.send(2, "b");
                        p.receive();
                    }
                    default -> arrival[0] = p.receive().arrival();
                }
            }, RunOptions.defaults()).result().finishTimes();
            boolean atArrival = rule == ReceiveRule.AT_ARRIVAL;
            assertEquals(atArrival ? 20 : 18, arrival[0], rule.label());
            assertEquals(14, finish[1], rule.label());
        }
    }

    @Test
    void theReceiveGapHoldsAMessagePastTheNextSend() {
        // L=1 o=1 g=10: 0 and 2 send to 1 at 0; both arrive at 2. 1 computes 2, sends twice to 3,
        // then receives twice.
        // at-arrival: at 2, 0's message (sender id first) is received [2,3); 2's could start only at
        // 2 + g = 12, after the first send's start 3: the send [3,4) goes first. The second send
        // would start at 3 + g = 13; 2's message starts at 12 <= 13: received [12,13), then the send
        // [13,14). Both receive() calls cost nothing: 1 ends at 14.
        // at-call: sends [2,3) and [12,13); receptions [13,14) and [23,24): 1 ends at 24.
        for (ReceiveRule rule : ReceiveRule.values()) {
            int[] from = new int[2];
            long[] finish = new LogP(4, 1, 1, 10, CapacityMode.CHECK).withReceive(rule).run(p -> {
                switch (p.id()) {
                    case 0, 2 -> p.send(1, "x");
                    case 1 -> {
                        p.compute(2);
                        p.send(3, "a");
                        p.send(3, "b");
                        from[0] = p.receive().from();
                        from[1] = p.receive().from();
                    }
                    default -> {
                        p.receive();
                        p.receive();
                    }
                }
            }, RunOptions.defaults()).result().finishTimes();
            assertArrayEquals(new int[] {0, 2}, from, rule.label());
            assertEquals(rule == ReceiveRule.AT_ARRIVAL ? 14 : 24, finish[1], rule.label());
        }
    }

    @Test
    void aProcessorThatWaitsIdleReceivesWhatArrivesMeanwhile() {
        // L=6 o=2 g=4: 0's message arrives at 1 at 8; 1 waits until 20, then receives.
        // at-arrival: received [8,10) during the wait; receive() at 20 costs nothing: 1 ends at 20.
        // at-call: the reception [20,22).
        for (ReceiveRule rule : ReceiveRule.values()) {
            long[] finish = new LogP(2, 6, 2, 4).withReceive(rule).run(p -> {
                if (p.id() == 0) {
                    p.send(1, "a");
                } else {
                    p.idleUntil(20);
                    p.receive();
                }
            }, RunOptions.defaults()).result().finishTimes();
            assertEquals(rule == ReceiveRule.AT_ARRIVAL ? 20 : 22, finish[1], rule.label());
        }
    }

    @Test
    void aReceptionDuringAWaitMayEndAfterIt() {
        // L=6 o=5 g=1: the message arrives at 11 and is received [11,16) while 1 waits until 12: the
        // wait ends with the reception, at 16
        long[] finish = new LogP(2, 6, 5, 1).withReceive(ReceiveRule.AT_ARRIVAL).run(p -> {
            if (p.id() == 0) {
                p.send(1, "a");
            } else {
                p.idleUntil(12);
            }
        }, RunOptions.defaults()).result().finishTimes();
        assertEquals(16, finish[1]);
    }

    @Test
    void aProgramThatEndsLeavesLaterArrivalsUnreceived() {
        // the end of a program is no operation: a message arriving after it is never received, in
        // both rules (1 ends at 3, the message arrives at 8)
        for (ReceiveRule rule : ReceiveRule.values()) {
            LogPRun run = new LogP(2, 6, 2, 4).withReceive(rule).run(p -> {
                if (p.id() == 1) {
                    p.compute(3);
                } else {
                    p.send(1, "late");
                }
            }, RunOptions.defaults());
            assertArrayEquals(new long[] {2, 3}, run.result().finishTimes(), rule.label());
            assertEquals(1, run.result().undelivered(), rule.label());
        }
    }

    @Test
    void aMessageHeldByTheReceiveGapWhenTheProgramEndsIsUndelivered() {
        // L=1 o=1 g=10, checked: 0 and 2 send to 1 at 0, both arriving at 2. 1 computes 2 and
        // sends to 3: at 2 it receives 0's message [2,3); 2's could start only at 12, after the
        // send [3,4), and 1 ends at 4 without it: one message never received, as at the call
        LogPRun run = new LogP(4, 1, 1, 10, CapacityMode.CHECK).withReceive(ReceiveRule.AT_ARRIVAL).run(p -> {
            switch (p.id()) {
                case 0, 2 -> p.send(1, "x");
                case 1 -> {
                    p.compute(2);
                    p.send(3, "a");
                }
                default -> p.receive();
            }
        }, RunOptions.defaults());
        assertEquals(4, run.result().finishTimes()[1]);
        assertEquals(1, run.result().undelivered());
        assertEquals(4, run.result().busyTimes()[1]); // the computation, the reception and the send
    }

    @Test
    void receptionsAtArrivalCountAsBusyTime() {
        // the case at-arrival: 1 is busy for its three sends and the reception, 4 * o = 8
        LogPRun run = new LogP(3, 5, 2, 4).withReceive(ReceiveRule.AT_ARRIVAL).run(THREE_SENDS_AND_AN_ARRIVAL,
                RunOptions.defaults());
        assertArrayEquals(new long[] {2, 8, 6}, run.result().busyTimes());
    }

    @Test
    void theBufferedModelTakesNoOtherRuleThanAtCall() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> LogP.postal(2, 3).withReceive(ReceiveRule.AT_ARRIVAL).run(ReceiveBuffer::new,
                        RunOptions.defaults()));
        assertTrue(e.getCause().getMessage().contains("no other receive rule than at-call"), e.getMessage());
    }

    @Test
    void rulesHaveTheirLabels() {
        assertEquals(ReceiveRule.AT_ARRIVAL, ReceiveRule.of(" at-arrival"));
        assertEquals("at-call", ReceiveRule.AT_CALL.label());
        assertEquals("unknown receive rule 'eager' (known: at-call, at-arrival)",
                assertThrows(org.pcmemu.emulator.InvalidParameterException.class,
                        () -> ReceiveRule.of("eager")).getMessage());
    }
}
