package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import java.time.Duration;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;

/* Expected times worked out by hand from the LogP rules in docs/architecture.md. */
class LogPRulesTest {

    /** Runs: processor 0 sends {@code count} messages to 1 at once; 1 records now() after each receive. */
    private static long[] burst(LogP model, int count) {
        long[] after = new long[count + 1];
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                for (int i = 0; i < count; i++) {
                    p.send(1, i);
                }
                after[count] = p.now();
            } else {
                for (int i = 0; i < count; i++) {
                    assertEquals(i, p.receive().payload());
                    after[i] = p.now();
                }
            }
        }, RunOptions.defaults());
        assertEquals(count, run.result().messages());
        return after;
    }

    @Test
    void sendsAreGapApartAndADatumIsUsableAtLPlusTwoO() {
        // L=6 o=2 g=4: sends start 0,4,8 (sender ends at 10); arrivals 8,12,16;
        // receptions start 8,12,16 and end 10,14,18
        assertArrayEquals(new long[] {10, 14, 18, 10}, burst(new LogP(2, 6, 2, 4), 3));
    }

    @Test
    void aRunWhoseLastActsAreSendsNobodyReceivesCompletes() {
        // L=6 o=2 g=4: processor 0 sends 3 messages to 1 and ends at 4 + 4 + 2 = 10; 1 ends at once.
        // Under the enforced capacity the last decisions come after every thread has ended.
        for (CapacityMode mode : CapacityMode.values()) {
            LogPRun run = new LogP(2, 6, 2, 4, mode).run(p -> {
                if (p.id() == 0) {
                    for (int i = 0; i < 3; i++) {
                        p.send(1, i);
                    }
                }
            }, RunOptions.defaults());
            assertArrayEquals(new long[] {10, 0}, run.result().finishTimes(), mode.label());
            assertEquals(3, run.result().undelivered(), mode.label());
        }
    }

    @Test
    void aClockPastTheLastModelTimeFailsTheRun() {
        // a clock near 2^63 would have the engine decide the send for ever; the run fails at the compute
        for (long back : new long[] {1, 3, 7}) {
            EmulationException e = assertThrows(EmulationException.class, () -> new LogP(2, 6, 2, 4).run(p -> {
                if (p.id() == 0) {
                    p.compute(Long.MAX_VALUE - back); // refused: past 2^62, the last model time a run counts
                    p.send(1, "x");
                }
            }, RunOptions.defaults().withTimeout(Duration.ofSeconds(20))));
            assertTrue(e.getMessage().contains("compute(" + (Long.MAX_VALUE - back) + ") at model time 0 passes 2^62"),
                    e.getMessage());
        }
    }

    @Test
    void overheadAboveGapSpacesSendsByO() {
        // L=3 o=5 g=2: sends start 0,5,10 (sender ends at 15); arrivals 8,13,18;
        // receptions [8,13) [13,18) [18,23)
        assertArrayEquals(new long[] {13, 18, 23, 15}, burst(new LogP(2, 3, 5, 2), 3));
    }

    @Test
    void receptionsAreGapApartEvenWhenMessagesArriveTogether() {
        // L=1 o=1 g=10: 0 and 1 both send to 2 at time 0; both arrive at 2.
        // Receive 1: [2,3) from 0 (sender id breaks the tie); receive 2 waits for 2+g=12: [12,13)
        long[] after = new long[2];
        int[] from = new int[2];
        new LogP(3, 1, 1, 10).run(p -> {
            if (p.id() < 2) {
                p.send(2, "x");
            } else {
                for (int i = 0; i < 2; i++) {
                    from[i] = p.receive().from();
                    after[i] = p.now();
                }
            }
        }, RunOptions.defaults());
        assertArrayEquals(new long[] {3, 13}, after);
        assertArrayEquals(new int[] {0, 1}, from);
    }

    @Test
    void computeAdvancesTheClockAndDelaysTheNextSend() {
        // postal lambda=3: compute 4, send at 4, arrives 7, usable 7 (o = 0)
        long[] got = new long[1];
        new LogP(2, 3, 0, 1).run(p -> {
            if (p.id() == 0) {
                p.compute(4);
                p.send(1, "x");
            } else {
                p.receive();
                got[0] = p.now();
            }
        }, RunOptions.defaults());
        assertEquals(7, got[0]);
    }

    @Test
    void postalIsLogPWithNoOverheadAndUnitGap() {
        LogP postal = LogP.postal(5, 4);
        assertEquals(new LogP(5, 4, 0, 1), postal);
        assertEquals("postal(P=5, lambda=4)", postal.toString());
    }

    @Test
    void badParametersGetClearMessages() {
        assertEquals("P must be at least 1, got 0",
                assertThrows(InvalidParameterException.class, () -> new LogP(0, 6, 2, 4)).getMessage());
        assertEquals("L must not be negative, got -1",
                assertThrows(InvalidParameterException.class, () -> new LogP(8, -1, 2, 4)).getMessage());
        assertEquals("o must not be negative, got -2",
                assertThrows(InvalidParameterException.class, () -> new LogP(8, 6, -2, 4)).getMessage());
        assertEquals("g must not be negative, got -4",
                assertThrows(InvalidParameterException.class, () -> new LogP(8, 6, 2, -4)).getMessage());
        assertThrows(InvalidParameterException.class, () -> new LogP(8, 0, 0, 4));
        assertEquals("lambda must be at least 1, got 0",
                assertThrows(InvalidParameterException.class, () -> LogP.postal(8, 0)).getMessage());
    }

    @Test
    void sendingToItselfFailsTheRun() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> new LogP(2, 1, 1, 1).run(p -> {
                    if (p.id() == 0) {
                        p.send(0, "me");
                    }
                }, RunOptions.defaults()));
        assertEquals(0, e.processor());
    }

    @Test
    void aProgramThatFailsAfterSendsFailsWhereItsSendsLeftTheClock() {
        // L = 6, o = 2, g = 4 under the enforced capacity ceil(6/4) = 2: sends start at 0, 4 and
        // 8 (the first arrives at 8, so the third does not stall) and the clock is 8 + o = 10 when
        // the program throws; the run reports that clock, however the sends were waited for.
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> new LogP(2, 6, 2, 4).run(p -> {
                    if (p.id() == 0) {
                        for (int i = 0; i < 3; i++) {
                            p.send(1, i);
                        }
                        throw new IllegalStateException("after three sends");
                    }
                }, RunOptions.defaults()));
        assertEquals(0, e.processor());
        assertEquals(10, e.modelTime());
    }

    @Test
    void aHugeGapDoesNotDelayTheFirstSend() {
        // the first send starts at the clock, whatever g is; the second one g later
        long g = org.pcmemu.emulator.Limits.MAX_CYCLES;
        long[] after = burst(new LogP(2, 6, 0, g), 2);
        assertArrayEquals(new long[] {6, g + 6, g}, after);
    }

    @Test
    void parametersAboveTheLimitsAreRefused() {
        assertEquals("g must be at most 1099511627776 (2^40) cycles, got 2305843009213694000",
                assertThrows(InvalidParameterException.class, () -> new LogP(2, 6, 0, 2305843009213694000L)).getMessage());
        assertEquals("P must be at most 268435456 (2^28), got 300000000",
                assertThrows(InvalidParameterException.class, () -> new LogP(300_000_000, 6, 0, 1)).getMessage());
    }
}
