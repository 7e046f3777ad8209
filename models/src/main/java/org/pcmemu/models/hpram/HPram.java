package org.pcmemu.models.hpram;

import java.util.Objects;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.barrier.BarrierEngine;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The H-PRAM of Heywood and Ranka as Juurlink, Kolman, Meyer auf der Heide and Rieping (2003,
 * §2.1) define it: an EREW PRAM of p processors whose shared-memory access costs l(k) on a
 * sub-machine of k processors, with a {@code partition} instruction that splits the current
 * machine into independent sub-H-PRAMs of consecutive processors, each with the proportional block
 * of the memory; the parts merge back when all are done.
 *
 * <pre>
 *   memory: m = p * c cells (c cells per processor); the part of processors [a, a+k) owns the
 *   cells [a*c, (a+k)*c), as in §2.1 ("the i-th sub-HPRAM ... will have ... k_i m/p cells")
 *
 *   step on a sub-machine of k processors:  read phase | local computation | write phase
 *       cost = max over its processors of  (reads + writes) * l(k) + computation steps
 *   partition: costs the largest cost of a part (§2.1)
 * </pre>
 *
 * So a program without partitions that makes T computation steps and C accesses on every
 * processor costs T + C l(p), the paper's formula. A read sees the memory as the previous steps
 * left it; writes take effect when the step ends. EREW: two processors accessing one cell in one
 * step fail the run with an {@link ErewViolationException}; an access outside the current
 * sub-machine's block fails it with a {@link org.pcmemu.emulator.LocalityViolationException}.
 */
public final class HPram {
    private final int p;
    private final LatencyFunction latency;
    private final int cellsPerProcessor;
    private final long[] l;

    /**
     * An H-PRAM of p processors; l(k) is rounded up to whole cycles once, here, for k in 1..p.
     *
     * @param p                  processors, at least 1
     * @param latency            l(k); must be non-decreasing with l(1) at least 1 on 1..p
     * @param cellsPerProcessor  memory cells per processor, at least 1 (the paper's ROOT uses 1)
     * @throws InvalidParameterException if p is not in 1..2^28, the memory would not fit in an
     *         array, or l breaks its rules on 1..p
     */
    public HPram(int p, LatencyFunction latency, int cellsPerProcessor) {
        Limits.processors("p", p);
        if (cellsPerProcessor < 1 || (long) p * cellsPerProcessor > Integer.MAX_VALUE - 8) {
            throw new InvalidParameterException("cells per processor must be at least 1 and p * cells at most 2^31 - 9,"
                    + " got " + cellsPerProcessor + " cells for p = " + p);
        }
        this.p = p;
        this.latency = Objects.requireNonNull(latency, "latency");
        this.cellsPerProcessor = cellsPerProcessor;
        this.l = latency.table(p, "l");
    }

    /**
     * An H-PRAM with one memory cell per processor, as in Algorithm 3.1.
     *
     * @param p        processors, at least 1
     * @param latency  l(k); non-decreasing with l(1) at least 1 on 1..p
     * @throws InvalidParameterException if p is not in 1..2^28 or l breaks its rules on 1..p
     */
    public HPram(int p, LatencyFunction latency) {
        this(p, latency, 1);
    }

    /**
     * The number of processors.
     *
     * @return p
     */
    public int p() {
        return p;
    }

    /**
     * The latency function.
     *
     * @return l(k)
     */
    public LatencyFunction latency() {
        return latency;
    }

    /**
     * Memory cells per processor, c.
     *
     * @return c, at least 1
     */
    public int cellsPerProcessor() {
        return cellsPerProcessor;
    }

    /**
     * Memory cells, m = p * c.
     *
     * @return m
     */
    public int cells() {
        return p * cellsPerProcessor;
    }

    /**
     * l(k), rounded up to whole cycles: the cost of one shared-memory access on a sub-machine of
     * k processors.
     *
     * @param k  a sub-machine's size, in 1..p
     * @return the access cost in cycles
     */
    public long l(int k) {
        return l[k];
    }

    /**
     * Runs {@code program} on every processor, once, one thread each, with the shared memory
     * initialized from {@code memory} (docs/models.md, "H-PRAM"). Called from any thread, which
     * waits for the end of the run.
     *
     * @param program  the code every processor runs
     * @param memory   the initial cells, {@link #cells()} of them; copied, not modified
     * @param options  thread mode, timeout, trace and jitter
     * @return the run's cost, steps, partitions and final memory
     * @throws InvalidParameterException if {@code memory} has not {@link #cells()} cells
     * @throws ErewViolationException if two processors access one cell in one step
     * @throws org.pcmemu.emulator.LocalityViolationException if a processor accesses a cell
     *         outside its sub-machine's block
     * @throws org.pcmemu.emulator.ProcessorFailureException if a program throws (the least
     *         model time, then processor id)
     * @throws org.pcmemu.emulator.WallClockTimeoutException if the run outlasts the options'
     *         timeout
     * @throws org.pcmemu.emulator.EmulationException for any other failure of the run
     */
    public HPramRun run(HPramProgram program, long[] memory, RunOptions options) {
        Objects.requireNonNull(program, "program");
        if (memory.length != cells()) {
            throw new InvalidParameterException("the initial memory must have " + cells() + " cells, got "
                    + memory.length);
        }
        HPramMemory shared = new HPramMemory(this, memory.clone());
        BarrierRunResult result = BarrierEngine.run(p, shared::endStep, options,
                core -> program.run(shared.attach(core)));
        return new HPramRun(this, result, shared.cells());
    }

    @Override
    public String toString() {
        return "H-PRAM(p=" + p + ", l(k)=" + latency.name() + (cellsPerProcessor == 1 ? "" : ", "
                + cellsPerProcessor + " cells per processor") + ")";
    }
}
