package org.pcmemu.models.dbsp;

import java.util.Objects;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.StepEnd;
import org.pcmemu.emulator.barrier.SubMachine;
import org.pcmemu.emulator.barrier.BarrierEngine;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The recursive D-BSP of de la Torre and Kruskal as Juurlink et al. (2003, §2.2) describe it: a
 * BSP machine of p processors that partitions itself, at each level, into two halves of
 * consecutive processors, each a D-BSP on its own; the halves merge back when both are done.
 *
 * <pre>
 *   level 0   [0                      p)
 *   level 1   [0        p/2) [p/2      p)       halves: ceil(k/2) and floor(k/2) processors
 *   level 2   [0 p/4) [p/4 p/2) ...              (equal when p is a power of two)
 *
 *   superstep on a sub-machine of k processors:  T + max(h * g(k), l(k))
 *       T = the largest local work, h = the largest number of words one processor sent or received
 *   partition: the largest cost of the two halves (§2.2: "the maximal cost of the created submachines")
 * </pre>
 *
 * A message sent in a superstep is readable in the next superstep of its receiver, never earlier,
 * and must stay inside the sender's current sub-machine: one that leaves it fails the run with a
 * {@link org.pcmemu.emulator.LocalityViolationException}. {@code sync()} ends a superstep and
 * always costs at least l(k); a partition, or the end of a half's program, also ends the current
 * superstep, which then costs nothing if it did nothing (a bare partition instruction is free).
 */
public final class DBsp {
    private final int p;
    private final LatencyFunction bandwidth;
    private final LatencyFunction latency;
    private final long[] g;
    private final long[] l;

    /**
     * A D-BSP of p processors; g(k) and l(k) are rounded up to whole cycles once, here, for k in
     * 1..p (docs/models.md, "Latency functions l(k) and g(k)").
     *
     * @param p          processors, at least 1
     * @param bandwidth  g(k), the bandwidth inefficiency: cycles per word of an h-relation
     * @param latency    l(k), the superstep latency; both non-decreasing with value at least 1 at
     *                   k = 1
     * @throws InvalidParameterException if p is not in 1..2^28, or a function breaks its rules on
     *         1..p
     */
    public DBsp(int p, LatencyFunction bandwidth, LatencyFunction latency) {
        Limits.processors("p", p);
        this.p = p;
        this.bandwidth = Objects.requireNonNull(bandwidth, "bandwidth");
        this.latency = Objects.requireNonNull(latency, "latency");
        this.g = bandwidth.table(p, "g");
        this.l = latency.table(p, "l");
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
     * The bandwidth function.
     *
     * @return g(k)
     */
    public LatencyFunction bandwidth() {
        return bandwidth;
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
     * g(k), rounded up to whole cycles.
     *
     * @param k  a sub-machine's size, in 1..p
     * @return cycles per word on a sub-machine of k processors
     */
    public long g(int k) {
        return g[k];
    }

    /**
     * l(k), rounded up to whole cycles.
     *
     * @param k  a sub-machine's size, in 1..p
     * @return a superstep's latency on a sub-machine of k processors, in cycles
     */
    public long l(int k) {
        return l[k];
    }

    /**
     * The cost of a superstep on a sub-machine of k processors: T + max(h * g(k), l(k)).
     *
     * @param k     the sub-machine's size, in 1..p
     * @param work  T, the largest local work of a member, in cycles
     * @param h     the largest number of words a member sent or received
     * @return the cost in cycles
     * @throws ArithmeticException if it does not fit in a long
     */
    public long superstepCost(int k, long work, long h) {
        return Math.addExact(work, Math.max(Math.multiplyExact(h, g[k]), l[k]));
    }

    /**
     * Runs {@code program} on every processor, once, one thread each (docs/models.md, "D-BSP").
     * Called from any thread, which waits for the end of the run.
     *
     * @param program  the code every processor runs
     * @param options  thread mode, timeout, trace and jitter
     * @return the run's cost, its supersteps and its partitions, as measured
     * @throws org.pcmemu.emulator.LocalityViolationException if a message leaves its sender's
     *         sub-machine
     * @throws org.pcmemu.emulator.ProcessorFailureException if a program throws (the least
     *         model time, then processor id)
     * @throws org.pcmemu.emulator.WallClockTimeoutException if the run outlasts the options'
     *         timeout
     * @throws org.pcmemu.emulator.EmulationException for any other failure, such as members of
     *         a sub-machine that disagree on how to end a superstep
     */
    public DBspRun run(DBspProgram program, RunOptions options) {
        Objects.requireNonNull(program, "program");
        BarrierRunResult result = BarrierEngine.run(p, this::price, options,
                core -> program.run(new DBspProcessor(this, core)));
        return new DBspRun(this, result);
    }

    private long price(SubMachine m, int step, long work, long h, StepEnd end) {
        return superstepCost(m.size(), work, h);
    }

    @Override
    public String toString() {
        return "D-BSP(p=" + p + ", g(k)=" + bandwidth.name() + ", l(k)=" + latency.name() + ")";
    }
}
