package org.pcmemu.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH secondary metric: emulated messages, reported per second of measured time next to the
 * primary runs/s (throughput mode), so a result line reads "messages ... ops/s".
 *
 * <p>Note: one instance per benchmark thread (JMH {@code Scope.Thread}); not threadsafe.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class EmulatedMessages {
    /** Messages sent by the emulated processors in this iteration; JMH divides it by the time. */
    public long messages;

    @Setup(Level.Iteration)
    public void reset() {
        messages = 0;
    }
}
