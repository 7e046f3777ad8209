package org.pcmemu.models.hpram;

import org.pcmemu.models.Bound;

/** The code each H-PRAM processor runs, or runs in its part of a partition. */
@FunctionalInterface
public interface HPramProgram {
    void run(HPramProcessor processor) throws Exception;

    /**
     * This program's analytic cost on a machine, or null (the default) for none: {@code pcmemu}
     * then reports the measured cost against it and checks its claim ({@code run} exits with 3
     * when it fails). Asked once per run, on the run's own instance, after its {@link
     * org.pcmemu.models.Param} fields are set and before any processor starts; a bound given on
     * the command line ({@code --bound}) takes its place.
     *
     * @param machine  the machine the program is about to run on (HPram: its processor count and
     *                 parameters)
     * @return the bound and its claim, or null
     */
    default Bound bound(HPram machine) {
        return null;
    }
}
