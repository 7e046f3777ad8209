package org.pcmemu.models.logp;

import org.pcmemu.models.Bound;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.RunOptions;

/**
 * The code each LogP (or postal) processor runs, the same on every processor;
 * {@link LogPProcessor#id()} tells them apart. {@link LogP#run(LogPProgram, RunOptions)} runs it
 * once on each of P threads.
 */
@FunctionalInterface
public interface LogPProgram {
    /**
     * The program of one processor. Called once per processor (twice for a restartable run whose
     * first attempt was refused: see {@link LogP.Hints#restartable()}), on that processor's own
     * thread, which alone may use {@code processor}.
     *
     * @param processor  this processor's view of the machine
     * @throws Exception anything the program throws ends the run with a
     *         {@link org.pcmemu.emulator.ProcessorFailureException} naming this processor and its
     *         model time
     */
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
     *
     * @return the predicate over processor ids, or null
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
