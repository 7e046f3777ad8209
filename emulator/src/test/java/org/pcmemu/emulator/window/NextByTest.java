package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.WindowRunResult;

/*
 * WindowProcessor.nextBy(horizon): the next message if it arrives at or before the horizon, null
 * once none can; it waits for the window to pass the horizon, keyed by it, so a processor that asks
 * about a time no message reaches is neither a deadlock nor woken late.
 */
class NextByTest {

    @Test
    void aMessageArrivingAtTheHorizonIsTakenOneAfterItIsNot() {
        // lookahead 3: 1 posts at 10 arriving at 13; 0 asks about 12 (none), then 13 (the message)
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        WindowEngine.run(2, 3, RunOptions.defaults(), p -> {
            if (p.id() == 1) {
                p.advanceTo(10);
                p.post(0, 10, 13, "m");
            } else {
                seen.add(String.valueOf(p.nextBy(12)));
                WindowMessage m = p.nextBy(13);
                seen.add(m.payload() + "@" + m.arrival() + " clock " + p.clock());
            }
        });
        assertEquals(List.of("null", "m@13 clock 13"), seen);
    }

    @Test
    void aHorizonFarBeyondTheWindowIsReachedWithoutAMessage() {
        // lookahead 1, nobody sends: 0 waits for the window to pass 10^12, in a few windows, and
        // its clock stays where it was
        for (ThreadMode mode : ThreadMode.values()) {
            long[] clock = new long[1];
            WindowRunResult r = WindowEngine.run(3, 1, RunOptions.defaults().withThreadMode(mode), p -> {
                if (p.id() == 0) {
                    assertNull(p.nextBy(1_000_000_000_000L));
                    clock[0] = p.clock();
                }
            });
            assertEquals(0, clock[0]);
            assertTrue(r.windows() <= 3, "windows: " + r.windows());
        }
    }

    @Test
    void aWaitUntilAHorizonHoldsBackNoEarlierMessage() {
        // 0 waits about 50 while 1 and 2 exchange messages much earlier; 2's message to 0 at 30
        // must still be taken, before the horizon's window is trusted
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        WindowEngine.run(3, 2, RunOptions.defaults().withJitter(5), p -> {
            switch (p.id()) {
                case 0 -> {
                    WindowMessage m = p.nextBy(50);
                    seen.add(m.from() + "@" + m.arrival());
                    seen.add(String.valueOf(p.nextBy(50)));
                }
                case 1 -> {
                    for (int t = 0; t < 20; t += 4) {
                        p.advanceTo(t);
                        p.post(2, t, t + 2, t);
                    }
                }
                default -> {
                    for (int i = 0; i < 5; i++) {
                        p.next();
                    }
                    p.advanceTo(28);
                    p.post(0, 28, 30, "late");
                }
            }
        });
        assertEquals(List.of("2@30", "null"), seen);
    }

    @Test
    void aHorizonBeforeTheClockIsRefused() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> WindowEngine.run(1, 1, RunOptions.defaults(), p -> {
                    p.advanceTo(5);
                    p.nextBy(4);
                }));
        assertEquals("horizon 4 is before the clock 5", e.getCause().getMessage());
    }

    @Test
    void messagesHaveOneByteUnlessPostedWithASize() {
        List<Long> sizes = Collections.synchronizedList(new ArrayList<>());
        WindowEngine.run(2, 1, RunOptions.defaults(), p -> {
            if (p.id() == 0) {
                p.post(1, 0, 1, "a");
                p.post(1, 0, 2, "b", 9);
            } else {
                sizes.add(p.next().bytes());
                sizes.add(p.next().bytes());
            }
        });
        assertEquals(List.of(1L, 9L), sizes);
    }
}
