package org.pcmemu.models.bsp;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Bound;

/**
 * The code each BSP processor runs, the same on every processor; {@link BspProcessor#id()} tells
 * them apart. {@link Bsp#run(BspProgram, RunOptions)} runs it once on each of p threads.
 */
@FunctionalInterface
public interface BspProgram {
    /**
     * The program of one processor: supersteps of local work and sends, each ended by
     * {@link BspProcessor#sync()}. Called once per processor, on that processor's own thread,
     * which alone may use {@code processor}; its return ends the processor's part (it then counts
     * as arrived at every later barrier).
     *
     * @param processor  this processor's view of the machine
     * @throws Exception anything the program throws ends the run with a
     *         {@link org.pcmemu.emulator.ProcessorFailureException} naming this processor and its
     *         superstep
     */
    void run(BspProcessor processor) throws Exception;

    /**
     * This program's analytic cost on a machine, or null (the default) for none: {@code pcmemu}
     * then reports the measured cost against it and checks its claim ({@code run} exits with 3
     * when it fails). Asked once per run, on the run's own instance, after its {@link
     * org.pcmemu.models.Param} fields are set and before any processor starts; a bound given on
     * the command line ({@code --bound}) takes its place.
     *
     * @param machine  the machine the program is about to run on (Bsp: its processor count and
     *                 parameters)
     * @return the bound and its claim, or null
     */
    default Bound bound(Bsp machine) {
        return null;
    }
}
