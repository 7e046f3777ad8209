/**
 * The barrier engine: BSP, H-PRAM and D-BSP. One thread per processor, lock-step steps ended by a
 * lock-free barrier per {@link org.pcmemu.emulator.barrier.SubMachine}; a partition splits a
 * sub-machine into parts of consecutive processors that run independently and merge at the
 * largest part clock. BSP is the machine that never partitions: one sub-machine, each step a
 * superstep priced by BSP's {@link org.pcmemu.emulator.barrier.StepRule}.
 *
 * <pre>
 *   BarrierProcessor.post   -> offer to the receiver's JCTools MPSC queue, tagged with the sender's step
 *   BarrierProcessor.sync   -> SubMachine.sync: Barrier.arrive, one atomic decrement; park unless last
 *   last arriver            -> StepScan: members' (w, h); price the step with the StepRule, decide
 *                              failures, trace; ReleaseTree: generation++ (volatile), unpark
 *                              the members down a binary tree
 *   BarrierProcessor.inbox  -> poll the own queue: messages of earlier steps only, sorted
 * </pre>
 *
 * <p>Threading contract. {@link org.pcmemu.emulator.barrier.BarrierProcessor}'s public methods
 * are called only from that processor's own thread; a sender touches a receiver only through its
 * queue's offer (JCTools' unpadded MPSC linked queue), an atomic add to its received-words
 * counter and, for a sleeper, the compare-and-set of its wake. Happens-before: a member writes
 * its counters, posts, arrival kind and partition sizes before its decrement of the barrier's
 * {@code pending}; the decrements are a chain of volatile read-modify-writes, so the
 * last arriver sees all of it. The last arriver's writes (zeroed counters, statistics, clock,
 * parts, epochs, trace rows, failure) precede its volatile write of {@code generation}, which the
 * released members read before they go on. The {@link org.pcmemu.emulator.barrier.StepRule} is
 * called by the last arriver while every other member waits. No lock is shared by all processors:
 * one atomic decrement per processor per step.
 */
package org.pcmemu.emulator.barrier;
