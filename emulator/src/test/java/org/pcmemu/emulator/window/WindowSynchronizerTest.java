package org.pcmemu.emulator.window;

import org.pcmemu.emulator.WindowRunResult;

import org.pcmemu.emulator.RunOptions;

import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.TraceEvent;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowSynchronizerTest {

    @Test
    void messagesAreConsumedInArrivalOrderThenSenderThenSequence() {
        // 1, 2 and 3 post to 0 in real-time orders that differ from the model order
        List<String> seen = new ArrayList<>();
        WindowEngine.run(4, 10, RunOptions.defaults().withJitter(7), p -> {
            switch (p.id()) {
                case 0 -> {
                    for (int i = 0; i < 5; i++) {
                        WindowMessage m = p.next();
                        seen.add(m.from() + ":" + m.payload() + "@" + m.arrival());
                    }
                }
                case 1 -> {
                    p.post(0, 0, 30, "b");
                    p.post(0, 0, 20, "a");
                }
                case 2 -> {
                    p.post(0, 0, 20, "c");
                    p.post(0, 0, 20, "d");
                }
                default -> p.post(0, 0, 10, "e");
            }
        });
        assertEquals(List.of("3:e@10", "1:a@20", "2:c@20", "2:d@20", "1:b@30"), seen);
    }

    @Test
    void aMessageIsNeverConsumedBeforeItArrives() {
        long[] clockAfter = new long[1];
        WindowEngine.run(2, 3, RunOptions.defaults(), p -> {
            if (p.id() == 0) {
                p.advanceTo(100);
                p.post(1, 100, 103, "late");
            } else {
                WindowMessage m = p.next();
                clockAfter[0] = p.clock();
                assertEquals(103, m.arrival());
            }
        });
        assertEquals(103, clockAfter[0]);
    }

    @Test
    void idleModelTimeIsSkippedInOneWindow() {
        // one message whose arrival is 10^12 cycles away costs a handful of windows, not 10^12 / lookahead
        WindowRunResult r = WindowEngine.run(2, 1, RunOptions.defaults(), p -> {
            if (p.id() == 0) {
                p.post(1, 0, 1_000_000_000_000L, "far");
            } else {
                p.next();
            }
        });
        assertEquals(1_000_000_000_000L, r.makespan());
        assertTrue(r.windows() <= 3, "windows: " + r.windows());
    }

    @Test
    void resultReportsFinishTimesMessagesAndUndelivered() {
        WindowRunResult r = WindowEngine.run(3, 2, RunOptions.defaults(), p -> {
            if (p.id() == 0) {
                p.post(1, 0, 2, "x");
                p.post(2, 0, 2, "never read");
                p.advanceTo(4);
            } else if (p.id() == 1) {
                p.next();
            }
        });
        assertArrayEquals(new long[] {4, 2, 0}, r.finishTimes());
        assertEquals(4, r.makespan());
        assertEquals(2, r.messages());
        assertEquals(1, r.undelivered());
    }

    @Test
    void traceRecordsWhatTheModelLayerReports() {
        WindowRunResult r = WindowEngine.run(1, 1, RunOptions.defaults().withTrace(true), p -> {
            p.recordLocal(EventKind.COMPUTE, 0, 5);
            p.recordLocal(EventKind.IDLE, 5, 5); // empty intervals are dropped
            p.recordMessage(EventKind.SEND, 5, 5, 0, 3, 5, 9); // a send with o = 0 is kept
            p.advanceTo(5);
        });
        assertEquals(List.of(new TraceEvent.LocalEvent(0, EventKind.COMPUTE, 0, 5),
                new TraceEvent.MessageEvent(0, EventKind.SEND, 5, 5, 0, 3, 5, 9)), r.trace().events(0));
    }
}
