/**
 * The LogP model (Culler et al. 1993, section 3), the postal model (Karp, Sahay, Santos,
 * Schauser, SPAA 1993, section 1) and LogGP (Alexandrov et al. 1995, section 2, with LogGOPS's
 * overhead per byte) as a program sees them, on the window engine.
 *
 * <pre>
 *   LogP.run(program, options[, hints])   one thread per processor, each runs program.run(processor)
 *   LogPProcessor.send(to, x)             starts at max(now, lastSendStart + g), busy o, arrives L
 *                                         after it leaves
 *   LogPProcessor.send(to, x, k)          k bytes: busy o + (k-1)O, the next send g + (k-1)G later
 *   LogPProcessor.receive()               at max(now, arrival, lastReceiveStart + gap), busy o
 *                                         (+ max((k-1)O, (k-1)G)); or, under ReceiveRule.AT_ARRIVAL,
 *                                         received already when it arrived
 *   ReceiveBuffer                         the buffered postal model (SPAA section 3.5)
 * </pre>
 *
 * <p>Threading contract: {@link org.pcmemu.models.logp.LogP} and its results are immutable; a
 * {@link org.pcmemu.models.logp.LogPProcessor} or {@link org.pcmemu.models.logp.ReceiveBuffer} is
 * called only from its processor's own thread. The rules are in docs/models.md, "LogP", "LogGP"
 * and "When the receive overhead is paid".
 */
package org.pcmemu.models.logp;
