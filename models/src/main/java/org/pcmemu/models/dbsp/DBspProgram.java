package org.pcmemu.models.dbsp;

import org.pcmemu.models.Bound;

/** The code each D-BSP processor runs, or runs in its half of a partition. */
@FunctionalInterface
public interface DBspProgram {
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
