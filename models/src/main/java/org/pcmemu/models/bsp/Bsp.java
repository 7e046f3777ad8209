package org.pcmemu.models.bsp;

import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.barrier.BarrierEngine;
import org.pcmemu.emulator.BarrierRunResult;

/**
 * The BSP model (Valiant 1990) with p processors, gap g and latency (barrier cost) L, in model
 * cycles. A program is a sequence of supersteps, each ended by {@link BspProcessor#sync()}:
 *
 * <pre>
 *   superstep s:  local work (compute)  +  an h-relation (send)  +  a barrier
 *                 cost = convention.cost(w, h, g, L)
 *                 w = max over processors of the local work charged in s
 *                 h = max over processors of max(words sent in s, words received in s)
 *   superstep s+1 reads the messages sent in s, and nothing sent later
 * </pre>
 *
 * The run's cost is the sum over its supersteps. A processor whose program returns counts as
 * having arrived at every later barrier; the work after the last barrier is a final superstep,
 * priced like the others if some processor computed or sent in it, and free otherwise.
 *
 * @param p           processors, at least 1
 * @param g           gap, cycles per word of an h-relation, at least 0
 * @param L           latency: the barrier's cost, at least 0
 * @param convention  MAX (the notes) or SUM (Valiant, BSPlib)
 */
public record Bsp(int p, long g, long L, CostConvention convention) {

    /**
     * Checks the parameters.
     *
     * @throws InvalidParameterException if p is not in 1..2^28, g or L is negative, or the
     *         convention is null
     */
    public Bsp {
        Limits.processors("p", p);
        if (g < 0) {
            throw new InvalidParameterException("g must not be negative, got " + g);
        }
        if (L < 0) {
            throw new InvalidParameterException("L must not be negative, got " + L);
        }
        if (convention == null) {
            throw new InvalidParameterException("the cost convention must be given (max or sum)");
        }
    }

    /**
     * BSP with the notes' convention, {@link CostConvention#MAX}.
     *
     * @param p  processors, at least 1
     * @param g  gap, cycles per word, at least 0
     * @param L  the barrier's cost, at least 0
     */
    public Bsp(int p, long g, long L) {
        this(p, g, L, CostConvention.MAX);
    }

    /**
     * The cost of one superstep by this machine's convention: w + max(L, h*g) (MAX) or
     * w + h*g + L (SUM).
     *
     * @param w  the largest local work of a processor in the superstep, in cycles
     * @param h  the largest number of words a processor sent or received in it
     * @return the superstep's cost in cycles
     */
    public long superstepCost(long w, long h) {
        return convention.cost(w, h, g, L);
    }

    /**
     * Runs {@code program} on every processor, once, one thread each, in lock-step supersteps
     * (docs/models.md, "BSP"). Called from any thread, which waits for the end of the run.
     *
     * @param program  the code every processor runs
     * @param options  thread mode, timeout, trace and jitter
     * @return the run's cost and its supersteps, as measured
     * @throws org.pcmemu.emulator.ProcessorFailureException if a program throws (the least
     *         superstep, then processor id)
     * @throws org.pcmemu.emulator.DeadlockException if every processor that has not finished
     *         waits in {@link BspProcessor#syncUntilMessage()} and none was sent anything
     * @throws org.pcmemu.emulator.WallClockTimeoutException if the run outlasts the options'
     *         timeout
     * @throws org.pcmemu.emulator.EmulationException for any other failure of the run
     */
    public BspRun run(BspProgram program, RunOptions options) {
        BarrierRunResult result = BarrierEngine.run(p, (machine, step, w, h, end) -> superstepCost(w, h), options,
                core -> program.run(new BspProcessor(this, core)));
        return new BspRun(this, result);
    }

    @Override
    public String toString() {
        return "BSP(p=" + p + ", g=" + g + ", L=" + L + ", " + convention.label() + ")";
    }
}
