package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.EmulationException;

/*
 * A failure of a step or a merge: its model time, the processor it names, and the error to report.
 * Failures are decided per step so that the report does not depend on thread scheduling: a step
 * fails with the least (model time, processor id) among its members' failures (a broken model rule
 * found when pricing counts as a failure of the sub-machine's first processor), and a merge with
 * the least failure of its parts (see SubMachine).
 */
record Failure(long time, int id, EmulationException error) {
    boolean before(Failure other) {
        return time < other.time || (time == other.time && id < other.id);
    }

    /* The least of a (may be null) and b. */
    static Failure least(Failure a, Failure b) {
        return a == null || b.before(a) ? b : a;
    }
}
