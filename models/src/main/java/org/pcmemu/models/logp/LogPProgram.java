package org.pcmemu.models.logp;

import org.pcmemu.models.Bound;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.RunOptions;

/** The code each LogP processor runs; {@link LogPProcessor#id()} tells them apart. */
@FunctionalInterface
public interface LogPProgram {
    void run(LogPProcessor processor) throws Exception;

    /**
     * The processors whose program begins with {@link LogPProcessor#receive()}, or null (the
     * default) for none: a program may say so to have each of them started only when its first
     * message can be taken, instead of waiting parked from the start (a broadcast's or a ring's
     * processors). Before that reception such a processor may read its id and clock, but not
     * send, compute or idle, nor throw or return; one that does fails the run with a message
     * saying so (even if the program catches what the call throws). Asked once per processor.
     * The run is the same either way. {@link LogP.Hints#withReceivesFirst(IntPredicate)} gives
     * the predicate for a program written as a lambda.
     */
    default IntPredicate receivesFirst() {
        return null;
    }

    /**
     * This program's analytic cost on a machine, or null (the default) for none: {@code pcmemu}
     * then reports the measured cost against it and checks its claim ({@code run} exits with 3
     * when it fails). Asked once per run, on the run's own instance, after its {@link
     * org.pcmemu.models.Param} fields are set and before any processor starts; a bound given on
     * the command line ({@code --bound}) takes its place.
     *
     * @param machine  the machine the program is about to run on (LogP: its processor count and
     *                 parameters)
     * @return the bound and its claim, or null
     */
    default Bound bound(LogP machine) {
        return null;
    }
}
