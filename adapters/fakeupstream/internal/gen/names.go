package main

import "strings"

// Game titles per vendor and category, as the vendors publish them (aggregators serve them in
// English to every market). A "#XX" suffix sets the game's classify (JP jackpot, SC scratch,
// VP video poker, TG PVP, AC arcade); without one, slots get JP now and then.
var titles = map[string]string{
	"JL/RNG": `Super Ace#JP|Fortune Gems|Fortune Gems 2|Fortune Gems 3|Money Coming|Golden Empire|
Boxing King|Crazy777|Charge Buffalo|Jungle King|Mega Ace#JP|Ali Baba|Wild Ace|Golden Bank|
Pharaoh Treasure|Bonus Hunter|Party Night|Magic Lamp|Agent Ace|Happy Taxi|Hot Chilli|
Chin Shi Huang|God Of Martial|Hawaii Beauty|Bubble Beauty|Fortune Tree|Lucky Goldbricks|Medusa|
Mayan Empire|Dragon Treasure|Secret Treasure|Thor X|Twin Wins|Xiyangyang|Wild Racer|Money Pot|
Golden Queen|Samba|Neko Fortune|Pirate Queen|Master Tiger|Crazy Hunter|Gold Rush|Book of Gold|
Devil Fire|Devil Fire 2|Fortune Monkey|Golden Joker|Cricket King 18|Cricket Sah 75|
Trial of Phoenix|Golden Temple|Charge Buffalo Ascent|Super Rich|War Of Dragons|Lucky Coming|
Shanghai Beauty|Fengshen|Crazy FaFaFa|Bone Fortune|Witches Night|Arena Fighter|Dabanggg|
Jackpot Joker#JP|Sin City|Potion Wizard|Fruity Wheel|Aztec Priestess|Poseidon|3 Coin Treasures|
3 Pot Dragons|Nightfall Hunting|Legacy of Egypt|Roma X|Lucky Jaguar|Mines#AC|Plinko#AC|
Limbo#AC|HiLo#AC|Go Rush#AC|Tower#AC|Keno Bonus Number#AC`,
	"JL/FISH": `Royal Fishing|Bombing Fishing|Dinosaur Tycoon|Dinosaur Tycoon II|Jackpot Fishing|
Dragon Fortune|Mega Fishing|Boom Legend|Happy Fishing|All-star Fishing|Ocean King Jackpot`,
	"JL/PVP": `Teen Patti|Andar Bahar|Callbreak|Callbreak Quick|TeenPatti Joker|TeenPatti 20-20|AK47|
Tongits Go|Pusoy Go|Pool Rummy|Baccarat|Sic Bo|Dragon & Tiger|7up7down|Blackjack|
Video Poker#VP`,
	"PG/RNG": `Mahjong Ways|Mahjong Ways 2|Fortune Tiger|Fortune Ox|Fortune Mouse|Fortune Rabbit|
Fortune Dragon|Lucky Neko|Wild Bandito|Treasures of Aztec|Ganesha Gold|Ganesha Fortune|
Caishen Wins|Dragon Hatch|Dragon Hatch 2|Dreams of Macau|Leprechaun Riches|Medusa II|
Jungle Delight|Candy Burst|Candy Bonanza|Bikini Paradise|Phoenix Rises|Egypt's Book of Mystery|
Queen of Bounty|Wild Fireworks|Emperor's Favour|Dragon Legend|Hood vs Wolf|Ninja vs Samurai|
Shaolin Soccer|Flirting Scholar|Honey Trap of Diao Chan|Gem Saviour|Gem Saviour Sword|
Gem Saviour Conquest|Legend of Hou Yi|Mr. Hallow-Win|Hotpot|Prosperity Lion|Symbols of Egypt|
Win Win Won|Tree of Fortune|Plushie Frenzy|Hip Hop Panda|Santa's Gift Rush|Vampire's Charm|
Genie's 3 Wishes|Circus Delight|Secrets of Cleopatra|Thai River Wonders|Opera Dynasty|
Majestic Treasures|Jewels of Prosperity|Lucky Piggy|Galactic Gems|Guardians of Ice & Fire|
Jack Frost's Winter|Crypto Gold|Rooster Rumble|Butterfly Blossom|Destiny of Sun & Moon|
Garuda Gems|Mermaid Riches|Spirited Wonders|Buffalo Win|Legendary Monkey King|Bali Vacation|
Heist Stakes|Ways of the Qilin|Rise of Apollo|Wild Bounty Showdown|Speed Winner|
Lucky Clover Lady|Asgardian Rising|Midas Fortune|Rave Party Fever|Cruise Royale|Fruity Candy|
Safari Wilds|Wild Coaster|Super Golf Drive|Totem Wonders|Prosperity Fortune Tree|
Songkran Splash|Alchemy Gold|Diner Delights|Cash Mania|Mystic Potion|Wings of Iguazu|
Shark Bounty|Yakuza Honor|Zombie Outbreak|Gladiator's Glory|Ultimate Striker|Anubis Wrath|
Wild Heist Cashout|Forge of Wealth|Wild Ape #3258|Werewolf's Hunt|Tsar Treasures|
Dragon Tiger Luck|Double Fortune|Piggy Gold|Chocolate Deluxe|Fortune Snake|Mafia Mayhem|
Oishi Delights|Museum Mystery|Three Crazy Piggies|Graffiti Rush|Doomsday Rampage`,
	"PP/RNG": `Gates of Olympus|Gates of Olympus 1000|Sweet Bonanza|Sweet Bonanza 1000|
Starlight Princess|Starlight Princess 1000|Sugar Rush|Sugar Rush 1000|The Dog House|
The Dog House Megaways|Big Bass Bonanza|Bigger Bass Bonanza|Big Bass Splash|Wolf Gold#JP|
Great Rhino|Great Rhino Megaways|Buffalo King|Buffalo King Megaways|Wild West Gold|Fruit Party|
Fruit Party 2|Madame Destiny Megaways|Gates of Gatot Kaca|Aztec Gems|Aztec Gems Deluxe|
5 Lions Megaways|Joker's Jewels|Mustang Gold|Chilli Heat|Release the Kraken|Floating Dragon|
Curse of the Werewolf Megaways|Pyramid Bonanza|Wisdom of Athena|Zeus vs Hades - Gods of War|
Power of Thor Megaways|Gems Bonanza|Fire Strike|Hot Fiesta|Extra Juicy|Cash Patrol|Mochimon|
John Hunter and the Tomb of the Scarab Queen|Book of Golden Sands|Juicy Fruits|Hot to Burn|
Hot to Burn Hold and Spin|Wild Booster|Spaceman#AC|Treasure Wild|Emerald King|Bonanza Gold|
Candy Village|Twilight Princess|Fire Portals|Muertos Multiplier Megaways|Mystic Chief|
The Hand of Midas|Rise of Samurai Megaways|Wild Wild Riches|Mahjong Wins|
Mahjong Wins 3 - Black Scatter|Lucky Lightning|Chicken Drop|Candy Blitz|Fortune of Giza|
Sweet Powernudge|Gates of Valhalla|Dragon Hot Hold and Spin|Great Rhino Deluxe|Drago - Jewels of Fortune|
Tree of Riches|Lucky Grace and Charm|Master Joker|Pirate Gold Deluxe|Snakes and Ladders Megadice|
Peking Luck|Caishen's Gold|Voodoo Magic|Gold Party|Heart of Rio|Magic Money Maze|Rock Vegas|
Sword of Ares|Striking Hot 5|Fat Panda`,
	"PP/LIVE": `Mega Wheel|Sweet Bonanza CandyLand|PowerUP Roulette|Mega Roulette|Speed Roulette 1|
Auto Roulette|Roulette Azure|Roulette Macao|Speed Baccarat 1|Baccarat 1|Mega Baccarat|
Dragon Tiger|Andar Bahar|ONE Blackjack|Speed Blackjack 1|Mega Sic Bo|Boom City|
Snakes & Ladders Live|Bac Bo|Treasure Island|Vegas Ball Bonanza|Power Up Roulette VIP|
Fortune 6 Baccarat|Blackjack Azure 1`,
	"JDB/RNG": `Lucky Diamond|Dragons World|Open Sesame|Funky King Kong|Fortune Treasure|Lucky Lion|
Rolling In Money|Coocoo Farm|Moneybags Man|Moneybags Man 2|Super Niubi|Super Niubi Deluxe|
Pop Pop Candy|Jungle Jungle|Lucky Qilin|Miner Babe|Fortune Neko|Wonder Elephant|Kingsman|
Dragon Soar|Kong|Beauty And The Kingdom|Lantern Wealth|Birds Party|Prosperity Tiger|Mayan Gold|
Spindrift|Spindrift 2|Billionaire|Lucky Racing|Blossom Of Wealth|Golden Disco|Trump Card|
Goddess of Luck|Magic Ace|Marvelous IV|Ways of Fortune|Book of Mystery|Glamorous Girl|
Egypt Treasure|Elemental Link Water|Elemental Link Fire|Winning Mask|Caishen Coming|
Olympian Temple|Treasure Bowl|Fruity Bonanza|Piggy Bank|Napoleon|Four Treasures|
Lucky Scratch#SC|Gold Scratch#SC|Fortune Scratch#SC|Fruit Scratch#SC|Jacks or Better#VP|
Deuces Wild#VP|Joker Poker#VP`,
	"JDB/FISH": `Fishing Yilufa|Dragon Fishing|Dragon Fishing II|Fishing Disco|Cai Shen Fishing|
Shade Dragons Fishing|Fishing YiLuFa Deluxe`,
	"CQ9/RNG": `Jump High|Jump High 2|God of War|Fa Cai Shen|Fa Cai Shen 2|Good Fortune|Wolf Moon|Zeus|
Muay Thai|Jewel Luxury|Dragon Heart|Lucky Bats|Ganesha Jr.|Golden Eggs|Gu Gu Gu|Gu Gu Gu 2|
Gu Gu Gu 3|Dragon Koi|The Beast War|Fire Chibi|Fire Chibi 2|Flying Cai Shen|Diamond Treasure|
Thor|Thor 2|Sakura Legend|Apsaras|Rave Jump|Rave Jump 2|Snow Queen|Lucky Boxes|Hephaestus|
Sixcandy|Mr Miser|Move N' Jump|Dragon Boat|Football Boots|Wonderland|Monkey Office Legend|
888 Cai Shen|Chicky Parm Parm|Pyramid Raider|Dragon Balls|Wild Tarzan|Gophers War|Rich Man|
Fa Cai Shen Deluxe|Alice Run|Fortune Totem|Mirror Mirror|Gold Stealer|Meow|Lucky Tigers#JP|
Gu Gu Gu Deluxe|Invincible Elephant`,
	"CQ9/FISH": `Paradise|OneShot Fishing|Lucky Fishing|Hero Fishing|Fishing Star|Fire Chibi Fishing`,
	"FC/RNG": `Chinese New Year|Chinese New Year 2|Fortune Egg|Night Market|Night Market 2|
Lucky Fortunes|Golden Panther|Pong Pong Hu|Treasure Cruise|Robin Hood|Queen of Inca|
Legend of Inca|Money Tree Dozer|Trick or Treat|Fortune Koi|Golden Genie|Super Elements|
Lucky Pusher|Grand Blue|Happy Duo Bao|Gold Rush Dozer|Sugar Bang Bang|Rich Man Pusher|
Panda Dragon Boat|Wild Spin|Merge Magic|Cowboys|Prosperity Wheel|Egypt Bonanza|Magic Beans`,
	"FC/FISH": `Fa Chai Fishing|Bao Chuan Fishing|Star Hunter|Happy Fishing Deluxe|Ocean Hunter`,
	"RT/RNG": `Dragon's Luck|Gonzo's Quest Megaways|Pirates' Plenty|Piggy Riches Megaways|Mystery Reels|
Reel King Mega|Ninja Ways|Rainbow Jackpots#JP|Dynamite Riches|Primate King|Thor's Lightning|
Bounty Raid|Pirates' Plenty Megaways|Treasure Mine|Fortune Charm|
Golden Leprechaun Megaways|Ten Elements|Wild Wild Chest|Jingle Bells|Chinese Treasures|
Cash Volt|Dragon's Fire|Dragon's Fire Megaways|Mega Rise|Jelly Belly Megaways|Laser Fruit|
Dragon King|Wild Cats Multiline|Reel Heist|Lucky Fortune Cat|Totem Lightning|Vault of Anubis|
Well of Wishes|Rio Stars|4 Squad|Mayan Gods|Fa Fa Babies|Dragon's Luck Power Reels|
Esqueleto Mariachi|Lucky Wizard`,
	"SPRIBE/RNG": `Aviator#AC|Mines#AC|Plinko#AC|Dice#AC|Goal#AC|Hi Lo#AC|Keno#AC|Mini Roulette#AC|
Hotline#AC|Balloon#AC`,
	"EVO/LIVE": `Lightning Roulette|Crazy Time|Monopoly Live|Dream Catcher|Lightning Baccarat|
Speed Baccarat A|Baccarat Squeeze|No Commission Baccarat|Dragon Tiger|Football Studio|
Lightning Dice|Mega Ball|Funky Time|Gonzo's Treasure Map|XXXtreme Lightning Roulette|
Immersive Roulette|Auto-Roulette VIP|Red Door Roulette|Speed Roulette|Cash or Crash|
Deal or No Deal|Crazy Coin Flip|Sic Bo|Super Sic Bo|Bac Bo|Fan Tan|Side Bet City|
Casino Hold'em|Texas Hold'em Bonus Poker|Three Card Poker|Caribbean Stud Poker|
Ultimate Texas Hold'em|Blackjack Classic 1|Infinite Blackjack|Power Blackjack|
Lightning Blackjack|Free Bet Blackjack|Teen Patti|Andar Bahar|Hindi Lightning Roulette|
Dead or Alive Saloon|Stock Market|Lightning Storm|Red Baron|Extra Chilli Epic Spins`,
	"SEXY/LIVE": `Sexy Baccarat Classic|Baccarat Insurance|Dragon Tiger|Roulette|Sic Bo|Thai Hi Lo|
Thai Fish Prawn Crab|Extra Andar Bahar|Extra Sic Bo|Red Blue Duel|Teen Patti 20-20|
Dragon Tiger 2|Baccarat Speed|Color Sic Bo`,
	"KM/PVP": `Thai Hi Lo 2#TG|Sicbo#TG|Fish Prawn Crab 2#TG|7 Up 7 Down#TG|Belangkai 2#TG|
Jhandi Munda#TG|Andar Bahar#TG|Card Matka#TG|Ladder Game#TG|Plinko#AC|Monkey King Roulette#TG|
Baccarat#TG|Blackjack#TG|Sugar Blast#TG|Dragon Tiger 2#TG|Teen Patti#TG|Bola Golek#TG|
Bai Cao#TG|Poker Roulette#TG|Cash Rocket#AC|Fruit Roulette#TG|Coin Toss#TG|Marble Knockout#TG|
Tai Xiu#TG|Xoc Dia#TG|Keno#TG|Colour Game#TG|Pok Deng#TG|5 Card Poker#TG|
Thai Fish Prawn Crab#TG|Horse Racing#TG|Minesweeper#AC|Dice Duel#TG|Blackjack Lucky 7#TG|
Heist#TG|Ludo Bingo#TG|Jackpot Jump#TG|Kingmaker Teen Patti 20-20#TG|Virtual Cricket#TG|
32 Cards#TG|Lucky Number#TG|Mega 7#TG`,
	"SPB/SPORTS":    `Sportsbook|Virtual Sports|Live Cricket`,
	"IMES/ESPORTS":  `IM eSports`,
	"IA/ESPORTS":    `IA eSports`,
	"TF/ESPORTS":    `TF eSports`,
	"SV3/COCKFIGHT": `SV388 Cockfight|SV388 Derby`,
	"TCG_LOTTO_VN/ELOTT": `Mien Bac|Mien Trung|Mien Nam|Xo So Sieu Toc 45 Giay|
Xo So Sieu Toc 1 Phut|Xo So Sieu Toc 5 Phut|Keno Vietlott|Mega 6/45|Power 6/55|Max 3D`,
	"TCG/LOTT": `Lucky 5 1-Minute|Lucky 5 3-Minute|Fast 3 1-Minute|Fast 3 5-Minute|
PK10 Racing 1-Minute|SSC 1-Minute|11x5 1-Minute|Keno 1-Minute|Mark Six|Happy 8`,
}

// title is one game title with its optional classify.
type title struct {
	name     string
	classify string
}

// titlesOf splits one entry of titles.
func titlesOf(vendor, category string) []title {
	var out []title
	for _, f := range strings.Split(titles[vendor+"/"+category], "|") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		// The marker is the last three characters, so a title may itself hold '#' (Wild Ape #3258).
		if n := len(f); n > 3 && f[n-3] == '#' && isUpper(f[n-2]) && isUpper(f[n-1]) {
			out = append(out, title{name: f[:n-3], classify: f[n-2:]})
			continue
		}
		out = append(out, title{name: f})
	}
	return out
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
