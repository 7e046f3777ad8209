package org.pcmemu.emulator.barrier;

import java.util.Arrays;
import org.pcmemu.emulator.EmulationException;

/*
 * Whether the members of a partition step agree (the step's last arriver, while they wait): a
 * partition needs every member live, awake and asking for it with the same sizes, since a member
 * that returned, in this step or an earlier one, could never enter its part, which would then
 * never begin. Partition steps are rare (ROOT: a few per level), so the scans here may be O(size).
 * As in a scan by ascending id, differing sizes are reported unless a member with a lower id
 * failed; a sync, a return or a sleep only if no member failed.
 */
final class PartitionAgreement {
    private PartitionAgreement() {
    }

    /* The step's failure: failed (its members' least), or the disagreement it reports instead, or null. */
    static Failure check(SubMachine m, Failure failed, BarrierProcessor partitioner, BarrierProcessor stepper,
                         int dormantBefore, OpenPartition op) {
        Barrier b = m.barrier();
        int differing = Integer.MAX_VALUE;
        for (int k = 0; k < m.awakeCount(); k++) {
            BarrierProcessor q = m.machine.processor(m.awakeMember(k));
            byte a = b.kind(q.id - m.first);
            if ((a == Barrier.PARTITIONING || a == Barrier.PARTITIONING_ASIDE) && !sameRequest(m, q, partitioner, op)) {
                differing = Math.min(differing, q.id);
            }
        }
        if (differing != Integer.MAX_VALUE && (failed == null || differing < failed.id())) {
            return disagree(m, partitioner.id + " partitions it into " + describe(m, partitioner, op)
                    + " but processor " + differing + " into " + describe(m, m.machine.processor(differing), op));
        }
        if (failed != null) {
            return failed;
        }
        if (stepper != null) {
            return disagree(m, partitioner.id + " partitions it but processor " + stepper.id + " ends the step with sync");
        }
        // A member that left in this step or an earlier one (its arrival stays LEFT) could never
        // enter its part, which would then never begin: the least such id.
        for (int i = 0; i < m.size; i++) {
            if (b.kind(i) == Barrier.LEFT) {
                return disagree(m, partitioner.id + " partitions it but processor " + (m.first + i)
                        + " has finished its program");
            }
        }
        for (int i = 0; i < m.size && dormantBefore > 0; i++) {
            if (b.kind(i) == Barrier.DORMANT) {
                return disagree(m, partitioner.id + " partitions it but processor " + (m.first + i)
                        + " waits in syncUntilMessage");
            }
        }
        return null;
    }

    /* Whether p, asking for sizes (null: the halves) and levels, joins op, the partition being formed. */
    static boolean joins(SubMachine m, OpenPartition op, int[] asked, int levels) {
        return op.levels == levels
                && (asked == null ? op.sizes == null || isHalves(m, op.sizes)
                        : op.sizes == asked || Arrays.equals(op.sizes(), asked));
    }

    /* Whether q and r asked for the same partition; no array made unless they may differ. */
    private static boolean sameRequest(SubMachine m, BarrierProcessor q, BarrierProcessor r, OpenPartition op) {
        Barrier b = m.barrier();
        boolean qJoined = b.kind(q.id - m.first) == Barrier.PARTITIONING;
        boolean rJoined = b.kind(r.id - m.first) == Barrier.PARTITIONING;
        if (qJoined && rJoined) {
            return true; // both joined op
        }
        if (levelsOf(m, q, op) != levelsOf(m, r, op)) {
            return false;
        }
        int[] a = qJoined ? op.sizes : q.partitionSizes(); // null: the halves
        int[] c = rJoined ? op.sizes : r.partitionSizes();
        return a == c || Arrays.equals(sizesOf(m, q, op), sizesOf(m, r, op));
    }

    private static String describe(SubMachine m, BarrierProcessor q, OpenPartition op) {
        return levelsOf(m, q, op) == 1 ? Arrays.toString(sizesOf(m, q, op)) : levelsOf(m, q, op) + " nested halvings";
    }

    /*
     * What a partitioner of this step asked for: a member that joined the partition being formed
     * may be asking for another one in its part by now, so its request is the partition's; one
     * that asked for other sizes waits, and its own fields hold them.
     */
    private static int[] sizesOf(SubMachine m, BarrierProcessor q, OpenPartition op) {
        int[] sizes = m.barrier().kind(q.id - m.first) == Barrier.PARTITIONING ? op.sizes() : q.partitionSizes();
        return sizes != null ? sizes : new int[] {(m.size + 1) / 2, m.size / 2}; // ceil(k/2) and floor(k/2)
    }

    private static boolean isHalves(SubMachine m, int[] sizes) {
        return sizes.length == 2 && sizes[0] == (m.size + 1) / 2 && sizes[1] == m.size / 2;
    }

    private static int levelsOf(SubMachine m, BarrierProcessor q, OpenPartition op) {
        return m.barrier().kind(q.id - m.first) == Barrier.PARTITIONING ? op.levels : q.partitionLevels();
    }

    /* A step whose members did not all ask for the same thing (PartitionAgreement). */
    static Failure disagree(SubMachine m, String what) {
        return new Failure(m.elapsed(), m.first, new EmulationException("sub-machine " + m + ", step " + m.steps()
                + ": processor " + what + "; all live members must end a step the same way"));
    }
}
