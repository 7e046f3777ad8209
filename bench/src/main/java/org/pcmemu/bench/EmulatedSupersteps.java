package org.pcmemu.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH secondary metrics of the barrier engines, reported per second of measured time next to the
 * primary runs/s (throughput mode): priced supersteps (BSP supersteps; the steps of every
 * sub-machine for H-PRAM and D-BSP), and the same counted once per processor taking part, so that
 * 10^9 / {@code processorSupersteps} is the wall nanoseconds per processor per superstep.
 *
 * <p>Note: one instance per benchmark thread (JMH {@code Scope.Thread}); not threadsafe.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class EmulatedSupersteps {
    /** Supersteps the runs of this iteration priced; JMH divides it by the time. */
    public long supersteps;
    /** The sum over those supersteps of the processors that took part (p for a BSP superstep, k for a sub-machine's). */
    public long processorSupersteps;

    @Setup(Level.Iteration)
    public void reset() {
        supersteps = 0;
        processorSupersteps = 0;
    }
}
