package org.pcmemu.models.dbsp;

import org.pcmemu.models.Bound;

/**
 * The code each D-BSP processor runs, or runs in its half of a partition
 * ({@link DBspProcessor#partition(DBspProgram)}); {@link DBspProcessor#id()} tells the processors
 * apart.
 */
@FunctionalInterface
public interface DBspProgram {
    /**
     * The program of one processor, or of one processor in one part of a partition. Called once
     * per processor (per part), on that processor's own thread, which alone may use
     * {@code processor}.
     *
     * @param processor  this processor's view of the machine
     * @throws Exception anything the program throws ends the run with a
     *         {@link org.pcmemu.emulator.ProcessorFailureException} naming this processor and its
     *         superstep
     */
    void run(DBspProcessor processor) throws Exception;

    /**
     * This program's analytic cost on a machine, or null (the default) for none: {@code pcmemu}
     * then reports the measured cost against it and checks its claim ({@code run} exits with 3
     * when it fails). Asked once per run, on the run's own instance, after its {@link
     * org.pcmemu.models.Param} fields are set and before any processor starts; a bound given on
     * the command line ({@code --bound}) takes its place.
     *
     * @param machine  the machine the program is about to run on (DBsp: its processor count and
     *                 parameters)
     * @return the bound and its claim, or null
     */
    default Bound bound(DBsp machine) {
        return null;
    }
}
