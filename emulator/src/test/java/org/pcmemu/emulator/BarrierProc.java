package org.pcmemu.emulator;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/** The conformance suite's processor on the barrier engine: time stamps are epochs (barriers passed). */
record BarrierProc(BarrierProcessor q) implements EngineConformance.Proc {
    @Override
    public int id() {
        return q.id();
    }


    @Override
    public void work(long cycles) {
        q.charge(cycles);
    }

    @Override
    public void send(int to, Object payload) {
        q.post(to, 1, payload);
    }

    @Override
    public List<EngineConformance.Received> exchange(int expected) {
        q.sync();
        return peek();
    }

    @Override
    public List<EngineConformance.Received> peek() {
        List<EngineConformance.Received> out = new ArrayList<>();
        for (StepMessage m : q.inbox()) {
            out.add(new EngineConformance.Received(m.from(), m.payload(), m.epoch(), q.epoch()));
        }
        return out;
    }
}
