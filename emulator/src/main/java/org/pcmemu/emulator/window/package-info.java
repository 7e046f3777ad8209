/**
 * The window engine: the LogP and postal models' runtime. One thread per processor; each
 * processor has a lock-free {@link org.pcmemu.emulator.window.Mailbox}; a conservative
 * lookahead window lets every processor run freely in [T, T + lookahead), because a message sent
 * at clock c arrives no earlier than c + lookahead.
 *
 * <pre>
 *   WindowProcessor.post  -> Mailbox.offer (any thread; lowers the receiver's bound by CAS)
 *   WindowProcessor.next  -> Mailbox.drainAndPeek (owner) -> take it if it arrives before W,
 *                            else WindowSynchronizer.await: park
 *   WindowProcessor.nextBy(h) -> the same for a message arriving by h; null once W &gt; h (parked
 *                            meanwhile, keyed by the earlier of its earliest arrival and h)
 *   last processor to block -> WindowSynchronizer.advance: re-key the calendar, W' = A + lookahead,
 *                            unpark the processors with a message before W'
 * </pre>
 *
 * <p>Under a {@link org.pcmemu.emulator.window.CapacityRule} (LogP's capacity enforced) a send is
 * a request instead: the sender queues it ({@code WindowProcessor.deferSend}) and parks until it is
 * decided ({@code flushSends}), once for a run of back-to-back sends, and the advancer
 * decides the requests in (attempt, sender id) order while no earlier one can still be made,
 * stalling a send until its destination has room, and creates the messages itself: in bands,
 * each band's destinations in parallel ({@code RequestDecider}), with the same outcome.
 *
 * <p>Threading contract. {@link org.pcmemu.emulator.window.WindowProcessor}'s public methods are
 * called only from that processor's own thread. {@code Mailbox.offer} may be called from any
 * thread; every other mailbox method only by its owner, or by the advancing thread while the
 * owner is parked. Happens-before: a processor writes its state (clock, offers, lowered
 * destinations) before it leaves the window ({@code RunningCount.leave}, a decrement); the
 * decrements are a chain of volatile read-modify-writes, so the thread that brings the count to
 * zero (the advancer) sees every processor's state. The advancer's writes (calendar, window end)
 * precede its volatile {@code RunningCount.open} and the {@code resumed} flags that woken
 * processors read ({@code AdvancerFields.resume}). No lock is shared by all processors.
 *
 * <p>Ownership is in the types: each field of a processor lies in the layer of the thread that
 * writes it ({@code Mailbox}: senders and owner; {@code Recipient}: the deciding thread's transit
 * state and the owner's flags; {@code AdvancerFields}: the advancer's; {@code WindowProcessor}:
 * the owner's), and no class writes another's fields but through its methods. The lock-free
 * protocols are checked under the memory model by the stress module's jcstress tests.
 */
package org.pcmemu.emulator.window;
