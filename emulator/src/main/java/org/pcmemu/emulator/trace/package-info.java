/**
 * Per-event traces of every engine: a {@link org.pcmemu.emulator.trace.TraceBuffer} per processor
 * (primitive rows, no object per event) and the finished {@link org.pcmemu.emulator.trace.Trace}.
 * The window engine records each send and receive overhead (message id, send start, arrival,
 * peer), computation and waiting; the barrier engine each priced step on each member of its
 * sub-machine (start, end, work, words sent and received, the sub-machine), and the waiting of a
 * part for the other parts of its partition, so that a processor's events tile [0, cost).
 *
 * <p>Threading contract. A buffer is appended to by one thread at a time: the processor's own
 * thread (window engine), or the last arriver of a step while the processor waits in its barrier
 * (barrier engine, ordered by the barrier's release). A {@link org.pcmemu.emulator.trace.Trace} is
 * read only after its run has returned, and is then immutable.
 */
package org.pcmemu.emulator.trace;
