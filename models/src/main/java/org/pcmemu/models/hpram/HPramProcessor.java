package org.pcmemu.models.hpram;

import org.pcmemu.emulator.LocalityViolationException;
import org.pcmemu.emulator.barrier.SubMachine;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * An H-PRAM processor as a program sees it: its sub-machine, the sub-machine's memory block, one
 * read and one write per step, local computation, {@link #step()} and {@link #partition}.
 *
 * <pre>
 *   long v = h.read(cell);      read phase: the value the previous steps left    l(k) cycles
 *   h.compute(2);               local computation                                 1 cycle each
 *   h.write(cell2, v + 1);      write phase: takes effect when the step ends       l(k) cycles
 *   h.step();                   ends the step for the whole sub-machine (lock-step)
 * </pre>
 *
 * Cells are global addresses; the current block is {@code [firstCell(), firstCell() + cellCount())}.
 *
 * What each call costs follows {@link HPram} (docs/models.md, "H-PRAM"; Juurlink et al. 2003,
 * section 2.1).
 *
 * <p>Note: this class is not threadsafe; only the processor's own program, on the thread that
 * {@link HPramProgram#run} was called on, may call it. The
 * recorded accesses are read and cleared by the step's last arriver while the owner waits (see
 * {@link HPramMemory}).
 */
public final class HPramProcessor {
    private final HPram model;
    private final BarrierProcessor core;
    private final HPramMemory memory;

    /* This step's accesses (-1: none); owner-written, consumed by the step's last arriver. */
    int readCell = -1;
    int writeCell = -1;
    long writeValue;

    HPramProcessor(HPram model, BarrierProcessor core, HPramMemory memory) {
        this.model = model;
        this.core = core;
        this.memory = memory;
    }

    /**
     * This processor's id in the whole machine. Free.
     *
     * @return the id, in 0..p-1
     */
    public int id() {
        return core.id();
    }

    /**
     * Processors of the whole machine, p. Free.
     *
     * @return p
     */
    public int processors() {
        return model.p();
    }

    /**
     * The machine this processor belongs to. Free.
     *
     * @return the machine, with its p, l(k) and memory size
     */
    public HPram model() {
        return model;
    }

    /**
     * The first processor of the current sub-machine. Free.
     *
     * @return its id
     */
    public int first() {
        return core.subMachine().first();
    }

    /**
     * The current sub-machine's number of processors, k: an access costs l(k). Free.
     *
     * @return k, at least 1
     */
    public int size() {
        return core.subMachine().size();
    }

    /**
     * This processor's position in its sub-machine. Free.
     *
     * @return {@code id() - first()}, 0-based
     */
    public int index() {
        return core.id() - first();
    }

    /**
     * The first cell of the current sub-machine's memory block. Free.
     *
     * @return the cell's global address
     */
    public int firstCell() {
        return first() * model.cellsPerProcessor();
    }

    /**
     * The number of cells in the current block, k * c. Free.
     *
     * @return the block's size
     */
    public int cellCount() {
        return size() * model.cellsPerProcessor();
    }

    /**
     * The current step's index within the current sub-machine. Free.
     *
     * @return the index, 0-based
     */
    public int stepIndex() {
        return core.step();
    }

    /**
     * Model time at which the current step began, on the current sub-machine's clock (which
     * starts at its parent's clock when the partition begins). Free.
     *
     * @return the time in cycles
     */
    public long time() {
        return core.time();
    }

    /**
     * Reads {@code cell} in this step's read phase: l(k) cycles, at most one read per step. The
     * value is the one the previous steps left; writes of this step are not seen.
     *
     * @param cell  a cell of the current block
     * @return the cell's value
     * @throws IllegalStateException if this processor already read in this step
     * @throws LocalityViolationException (failing the run) if the cell is outside the block
     */
    public long read(int cell) {
        requireInBlock(cell, "reads");
        core.charge(model.l(size())); // first: it waits until the step before has consumed readCell
        if (readCell >= 0) {
            throw twice("reads", readCell, cell);
        }
        readCell = cell;
        return memory.load(cell);
    }

    /**
     * Writes {@code value} to {@code cell} in this step's write phase: l(k) cycles, at most one
     * write per step. The write takes effect when the step ends; two processors on one cell in
     * one step (reads or writes) fail the run with an {@link ErewViolationException}.
     *
     * @param cell   a cell of the current block
     * @param value  the value to store
     * @throws IllegalStateException if this processor already wrote in this step
     * @throws LocalityViolationException (failing the run) if the cell is outside the block
     */
    public void write(int cell, long value) {
        requireInBlock(cell, "writes");
        core.charge(model.l(size())); // first: it waits until the step before has consumed writeCell
        if (writeCell >= 0) {
            throw twice("writes", writeCell, cell);
        }
        writeCell = cell;
        writeValue = value;
    }

    /**
     * {@code steps} steps of local computation, 1 cycle each, in this step.
     *
     * @param steps  at least 0
     * @throws IllegalArgumentException if steps is negative
     */
    public void compute(long steps) {
        core.charge(steps);
    }

    /**
     * Ends this step; returns when every processor of the sub-machine has ended it (lock-step).
     * The step costs the largest (reads + writes) * l(k) + computation of its processors, the
     * same for all of them; then this step's writes take effect.
     */
    public void step() {
        core.sync();
    }

    /**
     * Splits the current sub-machine into consecutive sub-H-PRAMs of the given sizes, each with
     * its proportional memory block, and runs {@code part} in this processor's part; returns when
     * all parts are done and merged. A collective call: every processor of the sub-machine makes
     * it with the same sizes. It ends the current step. The partition costs its largest part
     * (Juurlink et al. 2003, section 2.1).
     *
     * @param sizes  the parts' sizes in order, each at least 1, adding up to {@link #size()}
     * @param part   the program each part runs, on each of its processors
     * @throws IllegalArgumentException if the sizes are not such parts
     * @throws Exception what {@code part} throws
     */
    public void partition(int[] sizes, HPramProgram part) throws Exception {
        beginPartition(sizes); // no callback: fewer frames on every waiting processor's stack
        part.run(this);
        endPartition();
    }

    /**
     * {@link #partition} without a callback: splits the current sub-machine as {@code partition}
     * does and goes on in this processor's part; the program that follows runs there up to the
     * matching {@link #endPartition()}. The same run and cost. For deep recursions written as a
     * loop: while a processor waits, its stack is kept on the heap, so each nested
     * {@code partition} call on the stack costs memory at every waiting processor.
     *
     * @param sizes  the parts' sizes in order, each at least 1, adding up to {@link #size()}
     * @throws IllegalArgumentException if the sizes are not such parts
     */
    public void beginPartition(int[] sizes) {
        core.beginPartition(sizes);
    }

    /**
     * Leaves the part entered by the matching {@link #beginPartition} (this processor's part is
     * done) and goes on in the sub-machine that was split, in the step after the merge. Outside
     * any partition it fails.
     *
     * @throws IllegalStateException outside any partition
     */
    public void endPartition() {
        core.endPartition();
    }

    private void requireInBlock(int cell, String verb) {
        SubMachine m = core.subMachine();
        int from = firstCell();
        int to = from + cellCount();
        if (cell < from || cell >= to) {
            throw core.fail(new LocalityViolationException("processor " + id() + " " + verb + " cell " + cell
                    + " in step " + core.step() + " of sub-machine " + m + " (begun at model time " + core.time()
                    + "), outside its memory block [" + from + ", " + to + ")"));
        }
    }

    private IllegalStateException twice(String verb, int before, int now) {
        return new IllegalStateException("processor " + id() + " " + verb + " twice in step " + core.step()
                + " of sub-machine " + core.subMachine() + " (cells " + before + " and " + now
                + "): one read and one write per step; call step() in between");
    }
}
