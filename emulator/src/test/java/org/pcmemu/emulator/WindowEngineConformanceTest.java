package org.pcmemu.emulator;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.window.WindowEngine;
import org.pcmemu.emulator.window.WindowMessage;
import org.pcmemu.emulator.window.WindowProcessor;

/** The conformance suite on the window engine (LogP, postal): lookahead 5, arrivals 5 to 7 cycles after a send. */
class WindowEngineConformanceTest extends EngineConformance {
    private static final long LOOKAHEAD = 5;

    @Override
    RunResult run(int processors, RunOptions options, Script script) {
        return WindowEngine.run(processors, LOOKAHEAD, options, q -> script.run(new WindowProc(q)));
    }

    @Override
    long minimumDelay() {
        return LOOKAHEAD; // read at the receiver's clock, at least the arrival
    }

    @Override
    long failureTime(long work) {
        return work; // the failing processor's clock
    }

    @Override
    boolean receivesBlock() {
        return true;
    }

    private record WindowProc(WindowProcessor q) implements Proc {
        @Override
        public int id() {
            return q.id();
        }


        @Override
        public void work(long cycles) {
            q.recordLocal(EventKind.COMPUTE, q.clock(), q.clock() + cycles);
            q.advanceTo(q.clock() + cycles);
        }

        @Override
        public void send(int to, Object payload) {
            long c = q.clock();
            long arrival = c + LOOKAHEAD + (to + q.id()) % 3;
            long message = q.post(to, c, arrival, payload);
            q.recordMessage(EventKind.SEND, c, c, to, message, c, arrival);
        }

        @Override
        public List<Received> exchange(int expected) {
            List<Received> out = new ArrayList<>();
            for (int i = 0; i < expected; i++) {
                WindowMessage m = q.next();
                q.recordMessage(EventKind.RECEIVE, q.clock(), q.clock() + 1, m.from(), m.sequence(), m.sendStart(),
                        m.arrival());
                out.add(new Received(m.from(), m.payload(), m.sendStart(), q.clock()));
                q.advanceTo(q.clock() + 1);
            }
            return out;
        }

        @Override
        public List<Received> peek() {
            return List.of(); // receiving blocks; next() is the only way to read
        }
    }
}
