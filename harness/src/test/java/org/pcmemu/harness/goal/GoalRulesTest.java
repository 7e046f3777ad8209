package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;

/**
 * One small schedule per rule of docs/goal.md ("How a schedule runs") and of the LogP model
 * (docs/models.md, "LogP"), each rank's finish time worked out by hand in the comment beside it.
 * The machine is the LogP paper's Figure 3 one (L = 6, o = 2, g = 4) unless a test says otherwise;
 * the capacity is checked, not enforced, so that no send stalls.
 */
class GoalRulesTest {
    private static final String FIGURE3 = "logp:L=6,o=2,g=4,capacity=check";

    @Test
    void oneMessageCostsLatencyAndTwoOverheads() {
        // send at 0, busy [0, 2); arrives 2 + 6 = 8; received [8, 10)
        assertArrayEquals(new long[] {2, 10}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                l1: send 1b to 1 tag 0
                }
                rank 1 {
                l1: recv 1b from 0 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void sendsOfOneRankAreAGapApart() {
        // g = 10: sends start at 0 and 10 (end 12); arrivals 8 and 18; receptions [8, 10), [18, 20)
        String twoSends = """
                num_ranks 2
                rank 0 {
                l1: send 1b to 1 tag 0
                l2: send 1b to 1 tag 1
                }
                rank 1 {
                l1: recv 1b from 0 tag 0
                l2: recv 1b from 0 tag 1
                }
                """;
        assertArrayEquals(new long[] {12, 20}, Goals.finishTimes(twoSends, "logp:L=6,o=2,g=10,capacity=check"));
        // g = 4: sends at 0 and 4 (end 6); arrivals 8 and 12; receptions [8, 10), [12, 14)
        assertArrayEquals(new long[] {6, 14}, Goals.finishTimes(twoSends, FIGURE3));
    }

    @Test
    void receptionsOfOneRankAreAGapApartTooTakenBySenderOnATie() {
        // ranks 0 and 2 send at 0, both arrive at 8; rank 0's first (the lower sender): [8, 10), then
        // rank 2's at max(10, 8, 8 + g) = 12: [12, 14)
        assertArrayEquals(new long[] {2, 14, 2}, Goals.finishTimes("""
                num_ranks 3
                rank 0 {
                send 1b to 1 tag 0
                }
                rank 1 {
                recv 1b from -1 tag 0
                recv 1b from -1 tag 0
                }
                rank 2 {
                send 1b to 1 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void anOverheadLongerThanTheGapSpacesTheSends() {
        // L = 6, o = 5, g = 2: sends at 0 and 5 (busy until 10); arrivals 11 and 16; receptions
        // [11, 16) and [max(16, 16, 11 + 2), 21)
        assertArrayEquals(new long[] {10, 21}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 0
                send 1b to 1 tag 0
                }
                rank 1 {
                recv 1b from 0 tag 0
                recv 1b from 0 tag 0
                }
                """, "logp:L=6,o=5,g=2,capacity=check"));
    }

    @Test
    void aCalcMovesTheClockAndWhatRequiresItWaits() {
        // calc [0, 7); the send then [7, 9), arrives 15; received [15, 17)
        assertArrayEquals(new long[] {9, 17}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                l1: calc 7
                l2: send 1b to 1 tag 0
                l2 requires l1
                }
                rank 1 {
                l1: recv 1b from 0 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void requiresWaitsForTheRecvToCompleteIrequiresOnlyForItToBePosted() {
        String relay = """
                num_ranks 3
                rank 0 {
                l1: send 1b to 1 tag 0
                }
                rank 1 {
                l1: recv 1b from 0 tag 0
                l2: send 1b to 2 tag 0
                l2 %s l1
                }
                rank 2 {
                l1: recv 1b from 1 tag 0
                }
                """;
        // requires: rank 1 receives [8, 10), sends [10, 12), rank 2 receives [18, 20)
        assertArrayEquals(new long[] {2, 12, 20}, Goals.finishTimes(relay.formatted("requires"), FIGURE3));
        // irequires: rank 1 posts the recv, sends [0, 2) at once (rank 2 receives [8, 10)), then
        // receives rank 0's message [8, 10)
        assertArrayEquals(new long[] {2, 10, 10}, Goals.finishTimes(relay.formatted("irequires"), FIGURE3));
    }

    @Test
    void irequiresOnACalcStillRunsAfterItOnOneProcessor() {
        // the send may start once the calc has started, but the processor computes until 100
        assertArrayEquals(new long[] {102, 110}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                l1: calc 100
                l2: send 1b to 1 tag 0
                l2 irequires l1
                }
                rank 1 {
                recv 1b from 0 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void aRecvMatchesItsTagNotTheFirstArrival() {
        // rank 0 sends tag 1 at 0 (arrives 8), tag 2 at 4 (arrives 12). Rank 1 posts l1 (tag 2) and
        // l2 (tag 1); receives tag 1 [8, 10): l2; tag 2 [12, 14): l1, which releases l3: send
        // [14, 16), received by rank 2 [22, 24). Matched to the first posted recv instead, rank 2
        // would finish at 20.
        assertArrayEquals(new long[] {6, 16, 24}, Goals.finishTimes("""
                num_ranks 3
                rank 0 {
                l1: send 1b to 1 tag 1
                l2: send 1b to 1 tag 2
                }
                rank 1 {
                l1: recv 1b from 0 tag 2
                l2: recv 1b from 0 tag 1
                l3: send 1b to 2 tag 0
                l3 requires l1
                }
                rank 2 {
                recv 1b from 1 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void anUnexpectedMessageWaitsForItsRecvAndCostsNothingMoreThen() {
        // rank 1 posts l1 (tag 2) alone; tag 1 arrives first and is taken [8, 10), unexpected; tag 2
        // [12, 14) completes l1; l2 is posted at 14 and matches the queued message at once; l3
        // sends [14, 16); rank 2 receives [22, 24)
        assertArrayEquals(new long[] {6, 16, 24}, Goals.finishTimes("""
                num_ranks 3
                rank 0 {
                l1: send 1b to 1 tag 1
                l2: send 1b to 1 tag 2
                }
                rank 1 {
                l1: recv 1b from 0 tag 2
                l2: recv 1b from 0 tag 1
                l3: send 1b to 2 tag 0
                l2 requires l1
                l3 requires l2
                }
                rank 2 {
                recv 1b from 1 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void anyTagMatchesEveryTag() {
        // tags 7 and 9 at 0 and 4; received [8, 10) and [12, 14) by recvs of any tag
        assertArrayEquals(new long[] {6, 14}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 7
                send 1b to 1 tag 9
                }
                rank 1 {
                recv 1b from 0 tag -1
                recv 1b from 0 tag -1
                }
                """, FIGURE3));
    }

    @Test
    void anySourceTakesTheMessageThatComesFirstAndAFixedSourceWaitsForItsOwn() {
        // rank 0 computes 5 and sends [5, 7) (arrives 13); rank 1 sends [0, 2) (arrives 8). Rank 2
        // posts l1 (from 0) and l2 (any): rank 1's message [8, 10) matches l2; rank 0's [13, 15)
        // matches l1, which releases l3: send to 3 [15, 17), received [23, 25)
        assertArrayEquals(new long[] {7, 2, 17, 25}, Goals.finishTimes("""
                num_ranks 4
                rank 0 {
                l1: calc 5
                l2: send 1b to 2 tag 0
                l2 requires l1
                }
                rank 1 {
                send 1b to 2 tag 0
                }
                rank 2 {
                l1: recv 1b from 0 tag 0
                l2: recv 1b from -1 tag 0
                l3: send 1b to 3 tag 0
                l3 requires l1
                }
                rank 3 {
                recv 1b from 2 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void readySendsAndCalcsGoBeforeAnArrivedMessageIsTaken() {
        // rank 1's queue holds l1 and l3 at the start (file order); posting l1 releases l2 to its
        // tail. So l3 computes [0, 20), l2 sends [20, 22) (rank 2 receives [28, 30)), and only then
        // is the message that arrived at 8 received, [22, 24).
        assertArrayEquals(new long[] {2, 24, 30}, Goals.finishTimes("""
                num_ranks 3
                rank 0 {
                send 1b to 1 tag 0
                }
                rank 1 {
                l1: recv 1b from 0 tag 0
                l2: send 1b to 2 tag 0
                l3: calc 20
                l2 irequires l1
                }
                rank 2 {
                recv 1b from 1 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void operationsReleasedTogetherRunInFileOrder() {
        // l1 calc [0, 1) releases l3 and l2 (defined in that order): l3 sends tag 3 [1, 3), l2 tag 2
        // [5, 7). Rank 1 gets tag 3 [9, 11) and sends on [11, 13) (rank 2: [19, 21)); tag 2 [13, 15)
        assertArrayEquals(new long[] {7, 15, 21}, Goals.finishTimes("""
                num_ranks 3
                rank 0 {
                l1: calc 1
                l3: send 1b to 1 tag 3
                l2: send 1b to 1 tag 2
                l2 requires l1
                l3 requires l1
                }
                rank 1 {
                l1: recv 1b from 0 tag 3
                l2: recv 1b from 0 tag 2
                l4: send 1b to 2 tag 0
                l4 requires l1
                }
                rank 2 {
                recv 1b from 1 tag 0
                }
                """, FIGURE3));
    }

    @Test
    void postalIsLogPWithoutOverheadAndAGapOfOne() {
        // lambda = 3: sends at 0 and 1, arrive at 3 and 4, received at 3 and 4
        assertArrayEquals(new long[] {1, 4}, Goals.finishTimes("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 0
                send 1b to 1 tag 0
                }
                rank 1 {
                recv 1b from 0 tag 0
                recv 1b from 0 tag 0
                }
                """, "postal:lambda=3,capacity=check"));
    }

    @Test
    void aDeadlockNamesTheWaitingRanksAndTheirRecvs() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> Goals.run("""
                num_ranks 3
                rank 0 {
                a: recv 1b from 1 tag 0
                b: send 1b to 1 tag 0
                b requires a
                }
                rank 1 {
                c: recv 1b from 0 tag 0
                d: send 1b to 0 tag 0
                d requires c
                }
                """, FIGURE3));
        assertEquals("deadlock in test.goal: no message is in flight and these ranks wait in recvs that nothing will"
                + " match: rank 0 in a (line 3: recv 1b from 1 tag 0); rank 1 in c (line 8: recv 1b from 0 tag 0)",
                e.getMessage());
    }

    @Test
    void aMessageOfAnotherTagLeavesTheRecvWaiting() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> Goals.run("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 5
                }
                rank 1 {
                l7: recv 1b from 0 tag 6
                }
                """, FIGURE3));
        assertTrue(e.getMessage().endsWith("rank 1 in l7 (line 6: recv 1b from 0 tag 6)"), e.getMessage());
    }

    @Test
    void aRankThatEndsWithAnUnmatchedMessageFailsTheRun() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> Goals.run("""
                num_ranks 2
                rank 0 {
                x: send 1b to 1 tag 1
                y: send 1b to 1 tag 0
                }
                rank 1 {
                recv 1b from 0 tag 0
                }
                """, FIGURE3));
        assertEquals(1, e.processor());
        assertTrue(e.getMessage().contains("rank 1 ends with 1 message(s) that no recv of it matched: from 0 tag 1"
                + " (x (line 3: send 1b to 1 tag 1))"), e.getMessage());
    }

    @Test
    void aMessageNeverReceivedFailsTheRun() {
        EmulationException e = assertThrows(EmulationException.class, () -> Goals.run("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 0
                }
                """, FIGURE3));
        assertTrue(e.getMessage().contains("1 message(s) sent and never received"), e.getMessage());
    }

    @Test
    void aMachineOfAnotherSizeIsRefused() {
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> new org.pcmemu.harness.RunSpec(
                org.pcmemu.harness.GoalSchedules.PROBLEM, org.pcmemu.harness.Machine.parse(FIGURE3, 3), "test",
                java.util.Map.of(), org.pcmemu.emulator.RunOptions.defaults(), org.pcmemu.harness.GoalSchedules.catalog(
                        GoalParser.parse("two.goal", "num_ranks 2\n"), "test", null)).run());
        assertEquals("two.goal has num_ranks 2, but the machine has P=3: leave --P out, or give 2", e.getMessage());
    }

    @Test
    void aRankWithoutABlockFinishesAtZero() {
        assertArrayEquals(new long[] {0, 0, 0}, Goals.finishTimes("num_ranks 3\nrank 1 {\n}\n", FIGURE3));
    }

    @Test
    void theMakespanIsTheMeasuredCostWithoutABound() {
        var r = Goals.run("""
                num_ranks 2
                rank 0 {
                send 1b to 1 tag 0
                }
                rank 1 {
                recv 1b from 0 tag 0
                }
                """, FIGURE3);
        assertEquals(10, r.measured());
        assertEquals(false, r.hasBound());
        assertEquals(1, r.messages());
    }
}
