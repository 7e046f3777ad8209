package org.pcmemu.models.hpram;

import java.util.Arrays;
import java.util.List;
import org.pcmemu.emulator.EmulationException;

/**
 * Two or more processors accessed one shared-memory cell in the same step of an EREW H-PRAM.
 * Names the sub-machine, the step, the lowest such cell and every processor that accessed it.
 */
public final class ErewViolationException extends EmulationException {
    private static final long serialVersionUID = 1L;
    /** The step's index within its sub-machine. */
    private final int step;
    /** The lowest cell accessed twice. */
    private final int cell;
    /** The processors that accessed it, in increasing order. */
    private final int[] processors;

    ErewViolationException(String subMachine, int step, long time, int cell, List<Integer> processors,
                           String accesses) {
        super("EREW violation in step " + step + " of sub-machine " + subMachine + " (begun at model time " + time
                + "): cell " + cell + " is accessed by processors " + accesses + " in the same step");
        this.step = step;
        this.cell = cell;
        this.processors = processors.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The step in which the cell was accessed twice.
     *
     * @return the step's index within its sub-machine
     */
    public int step() {
        return step;
    }

    /**
     * The lowest cell accessed by more than one processor in the step.
     *
     * @return the cell's index in the shared memory
     */
    public int cell() {
        return cell;
    }

    /**
     * The processors that accessed the cell.
     *
     * @return their ids, in increasing order
     */
    public List<Integer> processors() {
        return Arrays.stream(processors).boxed().toList();
    }
}
