package org.pcmemu.models.hpram;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.pcmemu.emulator.StepEnd;
import org.pcmemu.emulator.barrier.SubMachine;
import org.pcmemu.emulator.barrier.BarrierProcessor;

/**
 * The shared memory of one H-PRAM run and the rule that ends each step: check EREW over the
 * accesses the members recorded, apply the writes, price the step.
 *
 * <p>Memory ordering: {@link #endStep} runs on the thread that completes a step's barrier, while
 * the other members of the sub-machine are parked in it (see {@link SubMachine}): it sees every
 * access they recorded, and its writes to {@code cells} happen before they read again. Parts of a
 * partition run at the same time but own disjoint blocks of cells, so they never share a cell,
 * a stamp or an owner slot.
 */
final class HPramMemory {
    private final HPram model;
    private final long[] cells;
    private final long[] stamp;  // token of the last step that accessed the cell
    private final int[] owner;   // the processor that accessed it then
    private final HPramProcessor[] processors;
    private final AtomicLong tokens = new AtomicLong();

    HPramMemory(HPram model, long[] cells) {
        this.model = model;
        this.cells = cells;
        this.stamp = new long[cells.length];
        this.owner = new int[cells.length];
        this.processors = new HPramProcessor[model.p()];
    }

    /** Called on core's thread before its program starts, hence before its first arrival. */
    HPramProcessor attach(BarrierProcessor core) {
        HPramProcessor p = new HPramProcessor(model, core, this);
        processors[core.id()] = p;
        return p;
    }

    long[] cells() {
        return cells;
    }

    /** A read: the value the previous steps left (writes of this step are not applied yet). */
    long load(int cell) {
        return cells[cell];
    }

    /**
     * The step's rule (§2.1): EREW over the members' accesses, then the writes, then the price,
     * max over processors of (accesses * l(k) + computation), which the members charged as work.
     */
    long endStep(SubMachine m, int step, long work, long h, StepEnd end) {
        long token = tokens.incrementAndGet();
        int conflict = Integer.MAX_VALUE;
        for (int i = m.first(); i < m.end(); i++) {
            HPramProcessor q = processors[i];
            conflict = Math.min(conflict, claim(q.readCell, i, token));
            conflict = Math.min(conflict, claim(q.writeCell, i, token));
        }
        if (conflict != Integer.MAX_VALUE) {
            throw violation(m, step, conflict);
        }
        for (int i = m.first(); i < m.end(); i++) {
            HPramProcessor q = processors[i];
            if (q.writeCell >= 0) {
                cells[q.writeCell] = q.writeValue;
            }
            q.readCell = -1;   // consumed: a member that has left must not count again
            q.writeCell = -1;
        }
        return work;
    }

    /* Records processor id's access to cell; returns the cell if another processor accessed it in this step. */
    private int claim(int cell, int id, long token) {
        if (cell < 0) {
            return Integer.MAX_VALUE;
        }
        if (stamp[cell] == token && owner[cell] != id) {
            return cell;
        }
        stamp[cell] = token;
        owner[cell] = id;
        return Integer.MAX_VALUE;
    }

    private ErewViolationException violation(SubMachine m, int step, int cell) {
        List<Integer> ids = new ArrayList<>();
        List<String> accesses = new ArrayList<>();
        for (int i = m.first(); i < m.end(); i++) {
            HPramProcessor q = processors[i];
            boolean reads = q.readCell == cell;
            boolean writes = q.writeCell == cell;
            if (reads || writes) {
                ids.add(i);
                accesses.add(i + (reads && writes ? " (read and write)" : reads ? " (read)" : " (write)"));
            }
        }
        String list = accesses.size() == 2 ? accesses.get(0) + " and " + accesses.get(1)
                : String.join(", ", accesses.subList(0, accesses.size() - 1)) + " and " + accesses.getLast();
        return new ErewViolationException(m.toString(), step, m.time(), cell, ids, list);
    }
}
