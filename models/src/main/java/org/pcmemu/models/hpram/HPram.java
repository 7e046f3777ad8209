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
     * @param p                  processors, at least 1
     * @param latency            l(k); must be non-decreasing with l(1) >= 1 on 1..p
     * @param cellsPerProcessor  memory cells per processor, at least 1 (the paper's ROOT uses 1)
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

    /** An H-PRAM with one memory cell per processor, as in Algorithm 3.1. */
    public HPram(int p, LatencyFunction latency) {
        this(p, latency, 1);
    }

    public int p() {
        return p;
    }

    public LatencyFunction latency() {
        return latency;
    }

    public int cellsPerProcessor() {
        return cellsPerProcessor;
    }

    /** Memory cells, m = p * cells per processor. */
    public int cells() {
        return p * cellsPerProcessor;
    }

    /** l(k) in cycles, 1 <= k <= p: the cost of one shared-memory access on a sub-machine of k processors. */
    public long l(int k) {
        return l[k];
    }

    /**
     * Runs {@code program} on every processor with the shared memory initialized from
     * {@code memory} (its length must be {@link #cells()}; it is copied, not modified).
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
