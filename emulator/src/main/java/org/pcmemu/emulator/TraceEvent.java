package org.pcmemu.emulator;

/**
 * One traced interval [start, end) of model time on one processor.
 *
 * @param peer the other processor of a SEND or RECEIVE, or -1
 */
public record TraceEvent(int processor, EventKind kind, long start, long end, int peer) {
}
